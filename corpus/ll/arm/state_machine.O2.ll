; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@program = internal constant [214 x i8] c"int main(void) { int x = 0x1F + 42; /* block * comment */\0A  // line comment\0A  char *s = \22a \\\22quoted\\\22 string\\n\22;\0A  while (x > 0) { x = x - 3; if (x == 7) break; }\0A  return x * 0xff / 12 + foo_bar9(s, 0x0, 777);\0A}\0A\00", align 1
@counts.1 = internal unnamed_addr global i32 0, align 4
@counts.2 = internal unnamed_addr global i32 0, align 4
@counts.3 = internal unnamed_addr global i32 0, align 4
@counts.4 = internal unnamed_addr global i32 0, align 4
@counts.5 = internal unnamed_addr global i32 0, align 4
@num_sum = internal unnamed_addr global i32 0, align 4
@main.cands = internal unnamed_addr constant [15 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"-12\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"+3.25\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"1e10\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"6.02E-23\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"-.5\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"1.\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"--1\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"7e+\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"42E+7\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4
@trans = internal unnamed_addr constant [9 x [5 x i8]] [[5 x i8] c"\02\01\09\09\09", [5 x i8] c"\02\09\09\09\09", [5 x i8] c"\02\09\03\05\09", [5 x i8] c"\04\09\09\09\09", [5 x i8] c"\04\09\09\05\09", [5 x i8] c"\07\06\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\09\09\09\09\09"], align 1

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @counts.5, align 4, !tbaa !7
  %2 = load i32, i32* @h, align 4, !tbaa !7
  %3 = load i32, i32* @counts.4, align 4, !tbaa !7
  %4 = load i32, i32* @counts.3, align 4, !tbaa !7
  %5 = load i32, i32* @counts.2, align 4, !tbaa !7
  %6 = load i32, i32* @num_sum, align 4, !tbaa !7
  %7 = load i32, i32* @counts.1, align 4, !tbaa !7
  br label %22

8:                                                ; preds = %293
  %9 = mul i32 %38, 16777619
  %10 = xor i32 %9, %33
  %11 = mul i32 %10, 16777619
  %12 = xor i32 %11, %35
  %13 = mul i32 %12, 16777619
  %14 = xor i32 %13, %36
  %15 = mul i32 %14, 16777619
  %16 = xor i32 %15, %37
  %17 = mul i32 %16, 16777619
  %18 = xor i32 %17, %39
  %19 = mul i32 %18, 16777619
  %20 = xor i32 %19, %34
  %21 = mul i32 %20, 16777619
  br label %296

22:                                               ; preds = %0, %293
  %23 = phi i32 [ 0, %0 ], [ %294, %293 ]
  %24 = phi i32 [ %1, %0 ], [ %39, %293 ]
  %25 = phi i32 [ %2, %0 ], [ %38, %293 ]
  %26 = phi i32 [ %3, %0 ], [ %37, %293 ]
  %27 = phi i32 [ %4, %0 ], [ %36, %293 ]
  %28 = phi i32 [ %5, %0 ], [ %35, %293 ]
  %29 = phi i32 [ %6, %0 ], [ %34, %293 ]
  %30 = phi i32 [ %7, %0 ], [ %33, %293 ]
  %31 = getelementptr inbounds [214 x i8], [214 x i8]* @program, i32 0, i32 %23
  br label %32

32:                                               ; preds = %273, %22
  %33 = phi i32 [ %30, %22 ], [ %274, %273 ]
  %34 = phi i32 [ %29, %22 ], [ %275, %273 ]
  %35 = phi i32 [ %28, %22 ], [ %276, %273 ]
  %36 = phi i32 [ %27, %22 ], [ %277, %273 ]
  %37 = phi i32 [ %26, %22 ], [ %278, %273 ]
  %38 = phi i32 [ %25, %22 ], [ %279, %273 ]
  %39 = phi i32 [ %24, %22 ], [ %280, %273 ]
  %40 = phi i32 [ %30, %22 ], [ %281, %273 ]
  %41 = phi i32 [ %29, %22 ], [ %282, %273 ]
  %42 = phi i32 [ %28, %22 ], [ %283, %273 ]
  %43 = phi i32 [ %27, %22 ], [ %284, %273 ]
  %44 = phi i32 [ %26, %22 ], [ %285, %273 ]
  %45 = phi i32 [ %25, %22 ], [ %286, %273 ]
  %46 = phi i32 [ %24, %22 ], [ %287, %273 ]
  %47 = phi i8* [ %31, %22 ], [ %288, %273 ]
  %48 = phi i32 [ 0, %22 ], [ %289, %273 ]
  %49 = phi i8* [ %31, %22 ], [ %292, %273 ]
  %50 = phi i32 [ 0, %22 ], [ %291, %273 ]
  %51 = load i8, i8* %49, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  switch i32 %50, label %273 [
    i32 0, label %53
    i32 1, label %77
    i32 2, label %108
    i32 3, label %137
    i32 4, label %138
    i32 5, label %174
    i32 6, label %197
    i32 7, label %198
    i32 8, label %222
    i32 9, label %245
    i32 10, label %246
  ]

53:                                               ; preds = %32
  %54 = icmp eq i8 %51, 0
  br i1 %54, label %293, label %55

55:                                               ; preds = %53
  %56 = and i32 %52, 223
  %57 = add nsw i32 %56, -91
  %58 = icmp ult i32 %57, -26
  %59 = icmp ne i8 %51, 95
  %60 = and i1 %59, %58
  br i1 %60, label %61, label %273

61:                                               ; preds = %55
  %62 = icmp eq i8 %51, 48
  br i1 %62, label %63, label %67

63:                                               ; preds = %61
  %64 = getelementptr inbounds i8, i8* %49, i32 1
  %65 = load i8, i8* %64, align 1, !tbaa !11
  switch i8 %65, label %66 [
    i8 120, label %273
    i8 88, label %273
  ]

66:                                               ; preds = %63
  br label %273

67:                                               ; preds = %61
  %68 = add nsw i32 %52, -48
  %69 = icmp ugt i32 %68, 9
  br i1 %69, label %70, label %273

70:                                               ; preds = %67
  switch i8 %51, label %72 [
    i8 34, label %273
    i8 47, label %71
    i8 32, label %272
    i8 10, label %272
    i8 9, label %272
  ]

71:                                               ; preds = %70
  br label %273

72:                                               ; preds = %70
  %73 = add nsw i32 %44, 1
  store i32 %73, i32* @counts.4, align 4, !tbaa !7
  %74 = add nuw nsw i32 %52, 132
  %75 = xor i32 %74, %45
  %76 = mul i32 %75, 16777619
  store i32 %76, i32* @h, align 4, !tbaa !7
  br label %273

77:                                               ; preds = %32
  %78 = and i32 %52, 223
  %79 = add nsw i32 %78, -91
  %80 = icmp ult i32 %79, -26
  %81 = icmp ne i8 %51, 95
  %82 = and i1 %81, %80
  %83 = add nsw i32 %52, -58
  %84 = icmp ult i32 %83, -10
  %85 = select i1 %82, i1 %84, i1 false
  br i1 %85, label %86, label %273

86:                                               ; preds = %77
  %87 = add nsw i32 %40, 1
  store i32 %87, i32* @counts.1, align 4, !tbaa !7
  %88 = icmp ult i8* %47, %49
  br i1 %88, label %89, label %103

89:                                               ; preds = %86
  %90 = ptrtoint i8* %49 to i32
  %91 = ptrtoint i8* %47 to i32
  %92 = sub i32 %90, %91
  %93 = getelementptr i8, i8* %47, i32 %92
  br label %94

94:                                               ; preds = %94, %89
  %95 = phi i8* [ %101, %94 ], [ %47, %89 ]
  %96 = phi i32 [ %100, %94 ], [ 1, %89 ]
  %97 = mul i32 %96, 33
  %98 = load i8, i8* %95, align 1, !tbaa !11
  %99 = zext i8 %98 to i32
  %100 = add i32 %97, %99
  %101 = getelementptr inbounds i8, i8* %95, i32 1
  %102 = icmp eq i8* %101, %93
  br i1 %102, label %103, label %94, !llvm.loop !12

103:                                              ; preds = %94, %86
  %104 = phi i32 [ 1, %86 ], [ %100, %94 ]
  %105 = xor i32 %104, %45
  %106 = mul i32 %105, 16777619
  store i32 %106, i32* @h, align 4, !tbaa !7
  %107 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %273

108:                                              ; preds = %32
  %109 = add nsw i32 %52, -48
  %110 = icmp ugt i32 %109, 9
  br i1 %110, label %114, label %111

111:                                              ; preds = %108
  %112 = mul i32 %48, 10
  %113 = add i32 %109, %112
  br label %273

114:                                              ; preds = %108
  %115 = add nsw i32 %42, 1
  store i32 %115, i32* @counts.2, align 4, !tbaa !7
  %116 = icmp ult i8* %47, %49
  br i1 %116, label %117, label %131

117:                                              ; preds = %114
  %118 = ptrtoint i8* %49 to i32
  %119 = ptrtoint i8* %47 to i32
  %120 = sub i32 %118, %119
  %121 = getelementptr i8, i8* %47, i32 %120
  br label %122

122:                                              ; preds = %122, %117
  %123 = phi i8* [ %129, %122 ], [ %47, %117 ]
  %124 = phi i32 [ %128, %122 ], [ 2, %117 ]
  %125 = mul i32 %124, 33
  %126 = load i8, i8* %123, align 1, !tbaa !11
  %127 = zext i8 %126 to i32
  %128 = add i32 %125, %127
  %129 = getelementptr inbounds i8, i8* %123, i32 1
  %130 = icmp eq i8* %129, %121
  br i1 %130, label %131, label %122, !llvm.loop !12

131:                                              ; preds = %122, %114
  %132 = phi i32 [ 2, %114 ], [ %128, %122 ]
  %133 = xor i32 %132, %45
  %134 = mul i32 %133, 16777619
  store i32 %134, i32* @h, align 4, !tbaa !7
  %135 = add i32 %48, %41
  store i32 %135, i32* @num_sum, align 4, !tbaa !7
  %136 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %273

137:                                              ; preds = %32
  br label %273

138:                                              ; preds = %32
  %139 = add nsw i32 %52, -48
  %140 = icmp ult i32 %139, 10
  %141 = and i32 %52, 223
  %142 = add nsw i32 %141, -65
  %143 = icmp ult i32 %142, 6
  %144 = or i1 %140, %143
  br i1 %144, label %145, label %151

145:                                              ; preds = %138
  %146 = shl i32 %48, 4
  %147 = or i32 %52, 32
  %148 = add nsw i32 %147, -87
  %149 = select i1 %140, i32 %139, i32 %148
  %150 = add i32 %149, %146
  br label %273

151:                                              ; preds = %138
  %152 = add nsw i32 %42, 1
  store i32 %152, i32* @counts.2, align 4, !tbaa !7
  %153 = icmp ult i8* %47, %49
  br i1 %153, label %154, label %168

154:                                              ; preds = %151
  %155 = ptrtoint i8* %49 to i32
  %156 = ptrtoint i8* %47 to i32
  %157 = sub i32 %155, %156
  %158 = getelementptr i8, i8* %47, i32 %157
  br label %159

159:                                              ; preds = %159, %154
  %160 = phi i8* [ %166, %159 ], [ %47, %154 ]
  %161 = phi i32 [ %165, %159 ], [ 2, %154 ]
  %162 = mul i32 %161, 33
  %163 = load i8, i8* %160, align 1, !tbaa !11
  %164 = zext i8 %163 to i32
  %165 = add i32 %162, %164
  %166 = getelementptr inbounds i8, i8* %160, i32 1
  %167 = icmp eq i8* %166, %158
  br i1 %167, label %168, label %159, !llvm.loop !12

168:                                              ; preds = %159, %151
  %169 = phi i32 [ 2, %151 ], [ %165, %159 ]
  %170 = xor i32 %169, %45
  %171 = mul i32 %170, 16777619
  store i32 %171, i32* @h, align 4, !tbaa !7
  %172 = add i32 %48, %41
  store i32 %172, i32* @num_sum, align 4, !tbaa !7
  %173 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %273

174:                                              ; preds = %32
  switch i8 %51, label %270 [
    i8 92, label %273
    i8 34, label %175
    i8 0, label %293
  ]

175:                                              ; preds = %174
  %176 = getelementptr inbounds i8, i8* %49, i32 1
  %177 = add nsw i32 %43, 1
  store i32 %177, i32* @counts.3, align 4, !tbaa !7
  %178 = icmp ult i8* %47, %176
  br i1 %178, label %179, label %193

179:                                              ; preds = %175
  %180 = ptrtoint i8* %176 to i32
  %181 = ptrtoint i8* %47 to i32
  %182 = sub i32 %180, %181
  %183 = getelementptr i8, i8* %47, i32 %182
  br label %184

184:                                              ; preds = %184, %179
  %185 = phi i8* [ %191, %184 ], [ %47, %179 ]
  %186 = phi i32 [ %190, %184 ], [ 3, %179 ]
  %187 = mul i32 %186, 33
  %188 = load i8, i8* %185, align 1, !tbaa !11
  %189 = zext i8 %188 to i32
  %190 = add i32 %187, %189
  %191 = getelementptr inbounds i8, i8* %185, i32 1
  %192 = icmp eq i8* %191, %183
  br i1 %192, label %193, label %184, !llvm.loop !12

193:                                              ; preds = %184, %175
  %194 = phi i32 [ 3, %175 ], [ %190, %184 ]
  %195 = xor i32 %194, %45
  %196 = mul i32 %195, 16777619
  store i32 %196, i32* @h, align 4, !tbaa !7
  br label %273

197:                                              ; preds = %32
  br label %273

198:                                              ; preds = %32
  switch i8 %51, label %200 [
    i8 47, label %273
    i8 42, label %199
  ]

199:                                              ; preds = %198
  br label %273

200:                                              ; preds = %198
  %201 = add nsw i32 %44, 1
  store i32 %201, i32* @counts.4, align 4, !tbaa !7
  %202 = icmp ult i8* %47, %49
  br i1 %202, label %203, label %217

203:                                              ; preds = %200
  %204 = ptrtoint i8* %49 to i32
  %205 = ptrtoint i8* %47 to i32
  %206 = sub i32 %204, %205
  %207 = getelementptr i8, i8* %47, i32 %206
  br label %208

208:                                              ; preds = %208, %203
  %209 = phi i8* [ %215, %208 ], [ %47, %203 ]
  %210 = phi i32 [ %214, %208 ], [ 4, %203 ]
  %211 = mul i32 %210, 33
  %212 = load i8, i8* %209, align 1, !tbaa !11
  %213 = zext i8 %212 to i32
  %214 = add i32 %211, %213
  %215 = getelementptr inbounds i8, i8* %209, i32 1
  %216 = icmp eq i8* %215, %207
  br i1 %216, label %217, label %208, !llvm.loop !12

217:                                              ; preds = %208, %200
  %218 = phi i32 [ 4, %200 ], [ %214, %208 ]
  %219 = xor i32 %218, %45
  %220 = mul i32 %219, 16777619
  store i32 %220, i32* @h, align 4, !tbaa !7
  %221 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %273

222:                                              ; preds = %32
  switch i8 %51, label %273 [
    i8 10, label %223
    i8 0, label %223
  ]

223:                                              ; preds = %222, %222
  %224 = add nsw i32 %46, 1
  store i32 %224, i32* @counts.5, align 4, !tbaa !7
  %225 = icmp ult i8* %47, %49
  br i1 %225, label %226, label %240

226:                                              ; preds = %223
  %227 = ptrtoint i8* %49 to i32
  %228 = ptrtoint i8* %47 to i32
  %229 = sub i32 %227, %228
  %230 = getelementptr i8, i8* %47, i32 %229
  br label %231

231:                                              ; preds = %231, %226
  %232 = phi i8* [ %238, %231 ], [ %47, %226 ]
  %233 = phi i32 [ %237, %231 ], [ 5, %226 ]
  %234 = mul i32 %233, 33
  %235 = load i8, i8* %232, align 1, !tbaa !11
  %236 = zext i8 %235 to i32
  %237 = add i32 %234, %236
  %238 = getelementptr inbounds i8, i8* %232, i32 1
  %239 = icmp eq i8* %238, %230
  br i1 %239, label %240, label %231, !llvm.loop !12

240:                                              ; preds = %231, %223
  %241 = phi i32 [ 5, %223 ], [ %237, %231 ]
  %242 = xor i32 %241, %45
  %243 = mul i32 %242, 16777619
  store i32 %243, i32* @h, align 4, !tbaa !7
  %244 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %273

245:                                              ; preds = %32
  switch i8 %51, label %271 [
    i8 42, label %273
    i8 0, label %293
  ]

246:                                              ; preds = %32
  switch i8 %51, label %269 [
    i8 47, label %247
    i8 42, label %273
  ]

247:                                              ; preds = %246
  %248 = getelementptr inbounds i8, i8* %49, i32 1
  %249 = add nsw i32 %46, 1
  store i32 %249, i32* @counts.5, align 4, !tbaa !7
  %250 = icmp ult i8* %47, %248
  br i1 %250, label %251, label %265

251:                                              ; preds = %247
  %252 = ptrtoint i8* %248 to i32
  %253 = ptrtoint i8* %47 to i32
  %254 = sub i32 %252, %253
  %255 = getelementptr i8, i8* %47, i32 %254
  br label %256

256:                                              ; preds = %256, %251
  %257 = phi i8* [ %263, %256 ], [ %47, %251 ]
  %258 = phi i32 [ %262, %256 ], [ 5, %251 ]
  %259 = mul i32 %258, 33
  %260 = load i8, i8* %257, align 1, !tbaa !11
  %261 = zext i8 %260 to i32
  %262 = add i32 %259, %261
  %263 = getelementptr inbounds i8, i8* %257, i32 1
  %264 = icmp eq i8* %263, %255
  br i1 %264, label %265, label %256, !llvm.loop !12

265:                                              ; preds = %256, %247
  %266 = phi i32 [ 5, %247 ], [ %262, %256 ]
  %267 = xor i32 %266, %45
  %268 = mul i32 %267, 16777619
  store i32 %268, i32* @h, align 4, !tbaa !7
  br label %273

269:                                              ; preds = %246
  br label %273

270:                                              ; preds = %174
  br label %273

271:                                              ; preds = %245
  br label %273

272:                                              ; preds = %70, %70, %70
  br label %273

273:                                              ; preds = %272, %271, %270, %269, %265, %246, %245, %240, %222, %217, %199, %198, %197, %193, %174, %168, %145, %137, %131, %111, %103, %77, %72, %71, %70, %67, %66, %63, %63, %55, %32
  %274 = phi i32 [ %33, %32 ], [ %33, %265 ], [ %33, %269 ], [ %33, %240 ], [ %33, %222 ], [ %33, %199 ], [ %33, %217 ], [ %33, %197 ], [ %33, %193 ], [ %33, %145 ], [ %33, %168 ], [ %33, %137 ], [ %33, %111 ], [ %33, %131 ], [ %33, %77 ], [ %87, %103 ], [ %33, %71 ], [ %33, %72 ], [ %33, %55 ], [ %33, %63 ], [ %33, %63 ], [ %33, %70 ], [ %33, %174 ], [ %33, %270 ], [ %33, %198 ], [ %33, %245 ], [ %33, %271 ], [ %33, %246 ], [ %33, %272 ], [ %33, %66 ], [ %33, %67 ]
  %275 = phi i32 [ %34, %32 ], [ %34, %265 ], [ %34, %269 ], [ %34, %240 ], [ %34, %222 ], [ %34, %199 ], [ %34, %217 ], [ %34, %197 ], [ %34, %193 ], [ %34, %145 ], [ %172, %168 ], [ %34, %137 ], [ %34, %111 ], [ %135, %131 ], [ %34, %77 ], [ %34, %103 ], [ %34, %71 ], [ %34, %72 ], [ %34, %55 ], [ %34, %63 ], [ %34, %63 ], [ %34, %70 ], [ %34, %174 ], [ %34, %270 ], [ %34, %198 ], [ %34, %245 ], [ %34, %271 ], [ %34, %246 ], [ %34, %272 ], [ %34, %66 ], [ %34, %67 ]
  %276 = phi i32 [ %35, %32 ], [ %35, %265 ], [ %35, %269 ], [ %35, %240 ], [ %35, %222 ], [ %35, %199 ], [ %35, %217 ], [ %35, %197 ], [ %35, %193 ], [ %35, %145 ], [ %152, %168 ], [ %35, %137 ], [ %35, %111 ], [ %115, %131 ], [ %35, %77 ], [ %35, %103 ], [ %35, %71 ], [ %35, %72 ], [ %35, %55 ], [ %35, %63 ], [ %35, %63 ], [ %35, %70 ], [ %35, %174 ], [ %35, %270 ], [ %35, %198 ], [ %35, %245 ], [ %35, %271 ], [ %35, %246 ], [ %35, %272 ], [ %35, %66 ], [ %35, %67 ]
  %277 = phi i32 [ %36, %32 ], [ %36, %265 ], [ %36, %269 ], [ %36, %240 ], [ %36, %222 ], [ %36, %199 ], [ %36, %217 ], [ %36, %197 ], [ %177, %193 ], [ %36, %145 ], [ %36, %168 ], [ %36, %137 ], [ %36, %111 ], [ %36, %131 ], [ %36, %77 ], [ %36, %103 ], [ %36, %71 ], [ %36, %72 ], [ %36, %55 ], [ %36, %63 ], [ %36, %63 ], [ %36, %70 ], [ %36, %174 ], [ %36, %270 ], [ %36, %198 ], [ %36, %245 ], [ %36, %271 ], [ %36, %246 ], [ %36, %272 ], [ %36, %66 ], [ %36, %67 ]
  %278 = phi i32 [ %37, %32 ], [ %37, %265 ], [ %37, %269 ], [ %37, %240 ], [ %37, %222 ], [ %37, %199 ], [ %201, %217 ], [ %37, %197 ], [ %37, %193 ], [ %37, %145 ], [ %37, %168 ], [ %37, %137 ], [ %37, %111 ], [ %37, %131 ], [ %37, %77 ], [ %37, %103 ], [ %37, %71 ], [ %73, %72 ], [ %37, %55 ], [ %37, %63 ], [ %37, %63 ], [ %37, %70 ], [ %37, %174 ], [ %37, %270 ], [ %37, %198 ], [ %37, %245 ], [ %37, %271 ], [ %37, %246 ], [ %37, %272 ], [ %37, %66 ], [ %37, %67 ]
  %279 = phi i32 [ %38, %32 ], [ %268, %265 ], [ %38, %269 ], [ %243, %240 ], [ %38, %222 ], [ %38, %199 ], [ %220, %217 ], [ %38, %197 ], [ %196, %193 ], [ %38, %145 ], [ %171, %168 ], [ %38, %137 ], [ %38, %111 ], [ %134, %131 ], [ %38, %77 ], [ %106, %103 ], [ %38, %71 ], [ %76, %72 ], [ %38, %55 ], [ %38, %63 ], [ %38, %63 ], [ %38, %70 ], [ %38, %174 ], [ %38, %270 ], [ %38, %198 ], [ %38, %245 ], [ %38, %271 ], [ %38, %246 ], [ %38, %272 ], [ %38, %66 ], [ %38, %67 ]
  %280 = phi i32 [ %39, %32 ], [ %249, %265 ], [ %39, %269 ], [ %224, %240 ], [ %39, %222 ], [ %39, %199 ], [ %39, %217 ], [ %39, %197 ], [ %39, %193 ], [ %39, %145 ], [ %39, %168 ], [ %39, %137 ], [ %39, %111 ], [ %39, %131 ], [ %39, %77 ], [ %39, %103 ], [ %39, %71 ], [ %39, %72 ], [ %39, %55 ], [ %39, %63 ], [ %39, %63 ], [ %39, %70 ], [ %39, %174 ], [ %39, %270 ], [ %39, %198 ], [ %39, %245 ], [ %39, %271 ], [ %39, %246 ], [ %39, %272 ], [ %39, %66 ], [ %39, %67 ]
  %281 = phi i32 [ %40, %32 ], [ %40, %265 ], [ %40, %269 ], [ %40, %240 ], [ %40, %222 ], [ %40, %199 ], [ %40, %217 ], [ %40, %197 ], [ %40, %193 ], [ %40, %145 ], [ %40, %168 ], [ %40, %137 ], [ %40, %111 ], [ %40, %131 ], [ %40, %77 ], [ %87, %103 ], [ %40, %71 ], [ %40, %72 ], [ %40, %55 ], [ %40, %63 ], [ %40, %63 ], [ %40, %70 ], [ %40, %174 ], [ %40, %270 ], [ %40, %198 ], [ %40, %245 ], [ %40, %271 ], [ %40, %246 ], [ %40, %272 ], [ %40, %66 ], [ %40, %67 ]
  %282 = phi i32 [ %41, %32 ], [ %41, %265 ], [ %41, %269 ], [ %41, %240 ], [ %41, %222 ], [ %41, %199 ], [ %41, %217 ], [ %41, %197 ], [ %41, %193 ], [ %41, %145 ], [ %172, %168 ], [ %41, %137 ], [ %41, %111 ], [ %135, %131 ], [ %41, %77 ], [ %41, %103 ], [ %41, %71 ], [ %41, %72 ], [ %41, %55 ], [ %41, %63 ], [ %41, %63 ], [ %41, %70 ], [ %41, %174 ], [ %41, %270 ], [ %41, %198 ], [ %41, %245 ], [ %41, %271 ], [ %41, %246 ], [ %41, %272 ], [ %41, %66 ], [ %41, %67 ]
  %283 = phi i32 [ %42, %32 ], [ %42, %265 ], [ %42, %269 ], [ %42, %240 ], [ %42, %222 ], [ %42, %199 ], [ %42, %217 ], [ %42, %197 ], [ %42, %193 ], [ %42, %145 ], [ %152, %168 ], [ %42, %137 ], [ %42, %111 ], [ %115, %131 ], [ %42, %77 ], [ %42, %103 ], [ %42, %71 ], [ %42, %72 ], [ %42, %55 ], [ %42, %63 ], [ %42, %63 ], [ %42, %70 ], [ %42, %174 ], [ %42, %270 ], [ %42, %198 ], [ %42, %245 ], [ %42, %271 ], [ %42, %246 ], [ %42, %272 ], [ %42, %66 ], [ %42, %67 ]
  %284 = phi i32 [ %43, %32 ], [ %43, %265 ], [ %43, %269 ], [ %43, %240 ], [ %43, %222 ], [ %43, %199 ], [ %43, %217 ], [ %43, %197 ], [ %177, %193 ], [ %43, %145 ], [ %43, %168 ], [ %43, %137 ], [ %43, %111 ], [ %43, %131 ], [ %43, %77 ], [ %43, %103 ], [ %43, %71 ], [ %43, %72 ], [ %43, %55 ], [ %43, %63 ], [ %43, %63 ], [ %43, %70 ], [ %43, %174 ], [ %43, %270 ], [ %43, %198 ], [ %43, %245 ], [ %43, %271 ], [ %43, %246 ], [ %43, %272 ], [ %43, %66 ], [ %43, %67 ]
  %285 = phi i32 [ %44, %32 ], [ %44, %265 ], [ %44, %269 ], [ %44, %240 ], [ %44, %222 ], [ %44, %199 ], [ %201, %217 ], [ %44, %197 ], [ %44, %193 ], [ %44, %145 ], [ %44, %168 ], [ %44, %137 ], [ %44, %111 ], [ %44, %131 ], [ %44, %77 ], [ %44, %103 ], [ %44, %71 ], [ %73, %72 ], [ %44, %55 ], [ %44, %63 ], [ %44, %63 ], [ %44, %70 ], [ %44, %174 ], [ %44, %270 ], [ %44, %198 ], [ %44, %245 ], [ %44, %271 ], [ %44, %246 ], [ %44, %272 ], [ %44, %66 ], [ %44, %67 ]
  %286 = phi i32 [ %45, %32 ], [ %268, %265 ], [ %45, %269 ], [ %243, %240 ], [ %45, %222 ], [ %45, %199 ], [ %220, %217 ], [ %45, %197 ], [ %196, %193 ], [ %45, %145 ], [ %171, %168 ], [ %45, %137 ], [ %45, %111 ], [ %134, %131 ], [ %45, %77 ], [ %106, %103 ], [ %45, %71 ], [ %76, %72 ], [ %45, %55 ], [ %45, %63 ], [ %45, %63 ], [ %45, %70 ], [ %45, %174 ], [ %45, %270 ], [ %45, %198 ], [ %45, %245 ], [ %45, %271 ], [ %45, %246 ], [ %45, %272 ], [ %45, %66 ], [ %45, %67 ]
  %287 = phi i32 [ %46, %32 ], [ %249, %265 ], [ %46, %269 ], [ %224, %240 ], [ %46, %222 ], [ %46, %199 ], [ %46, %217 ], [ %46, %197 ], [ %46, %193 ], [ %46, %145 ], [ %46, %168 ], [ %46, %137 ], [ %46, %111 ], [ %46, %131 ], [ %46, %77 ], [ %46, %103 ], [ %46, %71 ], [ %46, %72 ], [ %46, %55 ], [ %46, %63 ], [ %46, %63 ], [ %46, %70 ], [ %46, %174 ], [ %46, %270 ], [ %46, %198 ], [ %46, %245 ], [ %46, %271 ], [ %46, %246 ], [ %46, %272 ], [ %46, %66 ], [ %46, %67 ]
  %288 = phi i8* [ %47, %32 ], [ %47, %265 ], [ %47, %269 ], [ %47, %240 ], [ %47, %222 ], [ %47, %199 ], [ %47, %217 ], [ %47, %197 ], [ %47, %193 ], [ %47, %145 ], [ %47, %168 ], [ %47, %137 ], [ %47, %111 ], [ %47, %131 ], [ %47, %77 ], [ %47, %103 ], [ %49, %71 ], [ %49, %72 ], [ %49, %55 ], [ %49, %63 ], [ %49, %63 ], [ %49, %70 ], [ %47, %174 ], [ %47, %270 ], [ %47, %198 ], [ %47, %245 ], [ %47, %271 ], [ %47, %246 ], [ %49, %272 ], [ %49, %66 ], [ %49, %67 ]
  %289 = phi i32 [ %48, %32 ], [ %48, %265 ], [ %48, %269 ], [ %48, %240 ], [ %48, %222 ], [ %48, %199 ], [ %48, %217 ], [ %48, %197 ], [ %48, %193 ], [ %150, %145 ], [ %48, %168 ], [ %48, %137 ], [ %113, %111 ], [ %48, %131 ], [ %48, %77 ], [ %48, %103 ], [ %48, %71 ], [ %48, %72 ], [ %48, %55 ], [ 0, %63 ], [ 0, %63 ], [ %48, %70 ], [ %48, %174 ], [ %48, %270 ], [ %48, %198 ], [ %48, %245 ], [ %48, %271 ], [ %48, %246 ], [ %48, %272 ], [ 0, %66 ], [ %68, %67 ]
  %290 = phi i8* [ %49, %32 ], [ %49, %265 ], [ %49, %269 ], [ %244, %240 ], [ %49, %222 ], [ %49, %199 ], [ %221, %217 ], [ %49, %197 ], [ %49, %193 ], [ %49, %145 ], [ %173, %168 ], [ %49, %137 ], [ %49, %111 ], [ %136, %131 ], [ %49, %77 ], [ %107, %103 ], [ %49, %71 ], [ %49, %72 ], [ %49, %55 ], [ %49, %63 ], [ %49, %63 ], [ %49, %70 ], [ %49, %174 ], [ %49, %270 ], [ %49, %198 ], [ %49, %245 ], [ %49, %271 ], [ %49, %246 ], [ %49, %272 ], [ %49, %66 ], [ %49, %67 ]
  %291 = phi i32 [ %50, %32 ], [ 0, %265 ], [ 9, %269 ], [ 0, %240 ], [ 8, %222 ], [ 9, %199 ], [ 0, %217 ], [ 5, %197 ], [ 0, %193 ], [ 4, %145 ], [ 0, %168 ], [ 4, %137 ], [ 2, %111 ], [ 0, %131 ], [ 1, %77 ], [ 0, %103 ], [ 7, %71 ], [ 0, %72 ], [ 1, %55 ], [ 3, %63 ], [ 3, %63 ], [ 5, %70 ], [ 6, %174 ], [ 5, %270 ], [ 8, %198 ], [ 10, %245 ], [ 9, %271 ], [ 10, %246 ], [ 0, %272 ], [ 2, %66 ], [ 2, %67 ]
  %292 = getelementptr inbounds i8, i8* %290, i32 1
  br label %32

293:                                              ; preds = %53, %174, %245
  %294 = add nuw nsw i32 %23, 1
  %295 = icmp eq i32 %294, 4
  br i1 %295, label %8, label %22, !llvm.loop !14

296:                                              ; preds = %8, %301
  %297 = phi i32 [ 0, %8 ], [ %302, %301 ]
  %298 = phi i32 [ %21, %8 ], [ %346, %301 ]
  br label %304

299:                                              ; preds = %301
  store i32 %346, i32* @h, align 4, !tbaa !7
  %300 = and i32 %346, 2147483647
  ret i32 %300

301:                                              ; preds = %336
  %302 = add nuw nsw i32 %297, 1
  %303 = icmp eq i32 %302, 10
  br i1 %303, label %299, label %296, !llvm.loop !15

304:                                              ; preds = %296, %336
  %305 = phi i32 [ 0, %296 ], [ %347, %336 ]
  %306 = phi i32 [ %298, %296 ], [ %346, %336 ]
  %307 = getelementptr inbounds [15 x i8*], [15 x i8*]* @main.cands, i32 0, i32 %305
  %308 = load i8*, i8** %307, align 4, !tbaa !16
  %309 = load i8, i8* %308, align 1, !tbaa !11
  %310 = icmp eq i8 %309, 0
  br i1 %310, label %336, label %311

311:                                              ; preds = %304, %324
  %312 = phi i8 [ %330, %324 ], [ %309, %304 ]
  %313 = phi i32 [ %328, %324 ], [ 0, %304 ]
  %314 = phi i8* [ %329, %324 ], [ %308, %304 ]
  %315 = zext i8 %312 to i32
  %316 = add nsw i32 %315, -58
  %317 = icmp ult i32 %316, -10
  br i1 %317, label %318, label %324

318:                                              ; preds = %311
  switch i8 %312, label %320 [
    i8 45, label %324
    i8 43, label %324
    i8 46, label %319
  ]

319:                                              ; preds = %318
  br label %324

320:                                              ; preds = %318
  %321 = and i32 %315, 223
  %322 = icmp eq i32 %321, 69
  %323 = select i1 %322, i32 3, i32 4
  br label %324

324:                                              ; preds = %320, %319, %318, %318, %311
  %325 = phi i32 [ 2, %319 ], [ 0, %311 ], [ 1, %318 ], [ 1, %318 ], [ %323, %320 ]
  %326 = getelementptr inbounds [9 x [5 x i8]], [9 x [5 x i8]]* @trans, i32 0, i32 %313, i32 %325
  %327 = load i8, i8* %326, align 1, !tbaa !11
  %328 = zext i8 %327 to i32
  %329 = getelementptr inbounds i8, i8* %314, i32 1
  %330 = load i8, i8* %329, align 1, !tbaa !11
  %331 = icmp ne i8 %330, 0
  %332 = icmp ne i8 %327, 9
  %333 = select i1 %331, i1 %332, i1 false
  br i1 %333, label %311, label %334, !llvm.loop !18

334:                                              ; preds = %324
  %335 = zext i8 %327 to i32
  br label %336

336:                                              ; preds = %334, %304
  %337 = phi i32 [ 0, %304 ], [ %335, %334 ]
  %338 = icmp ult i32 %337, 8
  %339 = lshr i32 148, %337
  %340 = and i32 %339, 1
  %341 = icmp ne i32 %340, 0
  %342 = select i1 %338, i1 %341, i1 false
  %343 = zext i1 %342 to i32
  %344 = shl nuw nsw i32 %343, %305
  %345 = xor i32 %344, %306
  %346 = mul i32 %345, 16777619
  %347 = add nuw nsw i32 %305, 1
  %348 = icmp eq i32 %347, 15
  br i1 %348, label %301, label %304, !llvm.loop !19
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !9, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
