; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

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

8:                                                ; preds = %615
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
  br label %618

22:                                               ; preds = %0, %615
  %23 = phi i32 [ 0, %0 ], [ %616, %615 ]
  %24 = phi i32 [ %1, %0 ], [ %39, %615 ]
  %25 = phi i32 [ %2, %0 ], [ %38, %615 ]
  %26 = phi i32 [ %3, %0 ], [ %37, %615 ]
  %27 = phi i32 [ %4, %0 ], [ %36, %615 ]
  %28 = phi i32 [ %5, %0 ], [ %35, %615 ]
  %29 = phi i32 [ %6, %0 ], [ %34, %615 ]
  %30 = phi i32 [ %7, %0 ], [ %33, %615 ]
  %31 = getelementptr inbounds [214 x i8], [214 x i8]* @program, i32 0, i32 %23
  br label %32

32:                                               ; preds = %595, %22
  %33 = phi i32 [ %30, %22 ], [ %596, %595 ]
  %34 = phi i32 [ %29, %22 ], [ %597, %595 ]
  %35 = phi i32 [ %28, %22 ], [ %598, %595 ]
  %36 = phi i32 [ %27, %22 ], [ %599, %595 ]
  %37 = phi i32 [ %26, %22 ], [ %600, %595 ]
  %38 = phi i32 [ %25, %22 ], [ %601, %595 ]
  %39 = phi i32 [ %24, %22 ], [ %602, %595 ]
  %40 = phi i32 [ %30, %22 ], [ %603, %595 ]
  %41 = phi i32 [ %29, %22 ], [ %604, %595 ]
  %42 = phi i32 [ %28, %22 ], [ %605, %595 ]
  %43 = phi i32 [ %27, %22 ], [ %606, %595 ]
  %44 = phi i32 [ %26, %22 ], [ %607, %595 ]
  %45 = phi i32 [ %25, %22 ], [ %608, %595 ]
  %46 = phi i32 [ %24, %22 ], [ %609, %595 ]
  %47 = phi i8* [ %31, %22 ], [ %610, %595 ]
  %48 = phi i32 [ 0, %22 ], [ %611, %595 ]
  %49 = phi i8* [ %31, %22 ], [ %614, %595 ]
  %50 = phi i32 [ 0, %22 ], [ %613, %595 ]
  %51 = load i8, i8* %49, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  switch i32 %50, label %595 [
    i32 0, label %53
    i32 1, label %77
    i32 2, label %154
    i32 3, label %229
    i32 4, label %230
    i32 5, label %312
    i32 6, label %381
    i32 7, label %382
    i32 8, label %452
    i32 9, label %521
    i32 10, label %522
  ]

53:                                               ; preds = %32
  %54 = icmp eq i8 %51, 0
  br i1 %54, label %615, label %55

55:                                               ; preds = %53
  %56 = and i32 %52, 223
  %57 = add nsw i32 %56, -91
  %58 = icmp ult i32 %57, -26
  %59 = icmp ne i8 %51, 95
  %60 = and i1 %59, %58
  br i1 %60, label %61, label %595

61:                                               ; preds = %55
  %62 = icmp eq i8 %51, 48
  br i1 %62, label %63, label %67

63:                                               ; preds = %61
  %64 = getelementptr inbounds i8, i8* %49, i32 1
  %65 = load i8, i8* %64, align 1, !tbaa !11
  switch i8 %65, label %66 [
    i8 120, label %595
    i8 88, label %595
  ]

66:                                               ; preds = %63
  br label %595

67:                                               ; preds = %61
  %68 = add nsw i32 %52, -48
  %69 = icmp ugt i32 %68, 9
  br i1 %69, label %70, label %595

70:                                               ; preds = %67
  switch i8 %51, label %72 [
    i8 34, label %595
    i8 47, label %71
    i8 32, label %594
    i8 10, label %594
    i8 9, label %594
  ]

71:                                               ; preds = %70
  br label %595

72:                                               ; preds = %70
  %73 = add nsw i32 %44, 1
  store i32 %73, i32* @counts.4, align 4, !tbaa !7
  %74 = add nuw nsw i32 %52, 132
  %75 = xor i32 %74, %45
  %76 = mul i32 %75, 16777619
  store i32 %76, i32* @h, align 4, !tbaa !7
  br label %595

77:                                               ; preds = %32
  %78 = and i32 %52, 223
  %79 = add nsw i32 %78, -91
  %80 = icmp ult i32 %79, -26
  %81 = icmp ne i8 %51, 95
  %82 = and i1 %81, %80
  %83 = add nsw i32 %52, -58
  %84 = icmp ult i32 %83, -10
  %85 = select i1 %82, i1 %84, i1 false
  br i1 %85, label %86, label %595

86:                                               ; preds = %77
  %87 = add nsw i32 %40, 1
  store i32 %87, i32* @counts.1, align 4, !tbaa !7
  %88 = icmp ult i8* %47, %49
  br i1 %88, label %89, label %149

89:                                               ; preds = %86
  %90 = ptrtoint i8* %49 to i32
  %91 = ptrtoint i8* %47 to i32
  %92 = sub i32 %90, %91
  %93 = xor i32 %91, -1
  %94 = add i32 %93, %90
  %95 = and i32 %92, 3
  %96 = icmp ult i32 %94, 3
  br i1 %96, label %125, label %97

97:                                               ; preds = %89
  %98 = and i32 %92, -4
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i8* [ %47, %97 ], [ %122, %99 ]
  %101 = phi i32 [ 1, %97 ], [ %121, %99 ]
  %102 = phi i32 [ 0, %97 ], [ %123, %99 ]
  %103 = mul i32 %101, 33
  %104 = load i8, i8* %100, align 1, !tbaa !11
  %105 = zext i8 %104 to i32
  %106 = add i32 %103, %105
  %107 = getelementptr inbounds i8, i8* %100, i32 1
  %108 = mul i32 %106, 33
  %109 = load i8, i8* %107, align 1, !tbaa !11
  %110 = zext i8 %109 to i32
  %111 = add i32 %108, %110
  %112 = getelementptr inbounds i8, i8* %100, i32 2
  %113 = mul i32 %111, 33
  %114 = load i8, i8* %112, align 1, !tbaa !11
  %115 = zext i8 %114 to i32
  %116 = add i32 %113, %115
  %117 = getelementptr inbounds i8, i8* %100, i32 3
  %118 = mul i32 %116, 33
  %119 = load i8, i8* %117, align 1, !tbaa !11
  %120 = zext i8 %119 to i32
  %121 = add i32 %118, %120
  %122 = getelementptr inbounds i8, i8* %100, i32 4
  %123 = add i32 %102, 4
  %124 = icmp eq i32 %123, %98
  br i1 %124, label %125, label %99, !llvm.loop !12

125:                                              ; preds = %99, %89
  %126 = phi i32 [ undef, %89 ], [ %121, %99 ]
  %127 = phi i8* [ %47, %89 ], [ %122, %99 ]
  %128 = phi i32 [ 1, %89 ], [ %121, %99 ]
  %129 = icmp eq i32 %95, 0
  br i1 %129, label %149, label %130

130:                                              ; preds = %125
  %131 = mul i32 %128, 33
  %132 = load i8, i8* %127, align 1, !tbaa !11
  %133 = zext i8 %132 to i32
  %134 = add i32 %131, %133
  %135 = icmp eq i32 %95, 1
  br i1 %135, label %149, label %136

136:                                              ; preds = %130
  %137 = getelementptr inbounds i8, i8* %127, i32 1
  %138 = mul i32 %134, 33
  %139 = load i8, i8* %137, align 1, !tbaa !11
  %140 = zext i8 %139 to i32
  %141 = add i32 %138, %140
  %142 = icmp eq i32 %95, 2
  br i1 %142, label %149, label %143

143:                                              ; preds = %136
  %144 = getelementptr inbounds i8, i8* %127, i32 2
  %145 = mul i32 %141, 33
  %146 = load i8, i8* %144, align 1, !tbaa !11
  %147 = zext i8 %146 to i32
  %148 = add i32 %145, %147
  br label %149

149:                                              ; preds = %125, %143, %136, %130, %86
  %150 = phi i32 [ 1, %86 ], [ %126, %125 ], [ %134, %130 ], [ %141, %136 ], [ %148, %143 ]
  %151 = xor i32 %150, %45
  %152 = mul i32 %151, 16777619
  store i32 %152, i32* @h, align 4, !tbaa !7
  %153 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %595

154:                                              ; preds = %32
  %155 = add nsw i32 %52, -48
  %156 = icmp ugt i32 %155, 9
  br i1 %156, label %160, label %157

157:                                              ; preds = %154
  %158 = mul i32 %48, 10
  %159 = add i32 %155, %158
  br label %595

160:                                              ; preds = %154
  %161 = add nsw i32 %42, 1
  store i32 %161, i32* @counts.2, align 4, !tbaa !7
  %162 = icmp ult i8* %47, %49
  br i1 %162, label %163, label %223

163:                                              ; preds = %160
  %164 = ptrtoint i8* %49 to i32
  %165 = ptrtoint i8* %47 to i32
  %166 = sub i32 %164, %165
  %167 = xor i32 %165, -1
  %168 = add i32 %167, %164
  %169 = and i32 %166, 3
  %170 = icmp ult i32 %168, 3
  br i1 %170, label %199, label %171

171:                                              ; preds = %163
  %172 = and i32 %166, -4
  br label %173

173:                                              ; preds = %173, %171
  %174 = phi i8* [ %47, %171 ], [ %196, %173 ]
  %175 = phi i32 [ 2, %171 ], [ %195, %173 ]
  %176 = phi i32 [ 0, %171 ], [ %197, %173 ]
  %177 = mul i32 %175, 33
  %178 = load i8, i8* %174, align 1, !tbaa !11
  %179 = zext i8 %178 to i32
  %180 = add i32 %177, %179
  %181 = getelementptr inbounds i8, i8* %174, i32 1
  %182 = mul i32 %180, 33
  %183 = load i8, i8* %181, align 1, !tbaa !11
  %184 = zext i8 %183 to i32
  %185 = add i32 %182, %184
  %186 = getelementptr inbounds i8, i8* %174, i32 2
  %187 = mul i32 %185, 33
  %188 = load i8, i8* %186, align 1, !tbaa !11
  %189 = zext i8 %188 to i32
  %190 = add i32 %187, %189
  %191 = getelementptr inbounds i8, i8* %174, i32 3
  %192 = mul i32 %190, 33
  %193 = load i8, i8* %191, align 1, !tbaa !11
  %194 = zext i8 %193 to i32
  %195 = add i32 %192, %194
  %196 = getelementptr inbounds i8, i8* %174, i32 4
  %197 = add i32 %176, 4
  %198 = icmp eq i32 %197, %172
  br i1 %198, label %199, label %173, !llvm.loop !12

199:                                              ; preds = %173, %163
  %200 = phi i32 [ undef, %163 ], [ %195, %173 ]
  %201 = phi i8* [ %47, %163 ], [ %196, %173 ]
  %202 = phi i32 [ 2, %163 ], [ %195, %173 ]
  %203 = icmp eq i32 %169, 0
  br i1 %203, label %223, label %204

204:                                              ; preds = %199
  %205 = mul i32 %202, 33
  %206 = load i8, i8* %201, align 1, !tbaa !11
  %207 = zext i8 %206 to i32
  %208 = add i32 %205, %207
  %209 = icmp eq i32 %169, 1
  br i1 %209, label %223, label %210

210:                                              ; preds = %204
  %211 = getelementptr inbounds i8, i8* %201, i32 1
  %212 = mul i32 %208, 33
  %213 = load i8, i8* %211, align 1, !tbaa !11
  %214 = zext i8 %213 to i32
  %215 = add i32 %212, %214
  %216 = icmp eq i32 %169, 2
  br i1 %216, label %223, label %217

217:                                              ; preds = %210
  %218 = getelementptr inbounds i8, i8* %201, i32 2
  %219 = mul i32 %215, 33
  %220 = load i8, i8* %218, align 1, !tbaa !11
  %221 = zext i8 %220 to i32
  %222 = add i32 %219, %221
  br label %223

223:                                              ; preds = %199, %217, %210, %204, %160
  %224 = phi i32 [ 2, %160 ], [ %200, %199 ], [ %208, %204 ], [ %215, %210 ], [ %222, %217 ]
  %225 = xor i32 %224, %45
  %226 = mul i32 %225, 16777619
  store i32 %226, i32* @h, align 4, !tbaa !7
  %227 = add i32 %48, %41
  store i32 %227, i32* @num_sum, align 4, !tbaa !7
  %228 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %595

229:                                              ; preds = %32
  br label %595

230:                                              ; preds = %32
  %231 = add nsw i32 %52, -48
  %232 = icmp ult i32 %231, 10
  %233 = and i32 %52, 223
  %234 = add nsw i32 %233, -65
  %235 = icmp ult i32 %234, 6
  %236 = or i1 %232, %235
  br i1 %236, label %237, label %243

237:                                              ; preds = %230
  %238 = shl i32 %48, 4
  %239 = or i32 %52, 32
  %240 = add nsw i32 %239, -87
  %241 = select i1 %232, i32 %231, i32 %240
  %242 = add i32 %241, %238
  br label %595

243:                                              ; preds = %230
  %244 = add nsw i32 %42, 1
  store i32 %244, i32* @counts.2, align 4, !tbaa !7
  %245 = icmp ult i8* %47, %49
  br i1 %245, label %246, label %306

246:                                              ; preds = %243
  %247 = ptrtoint i8* %49 to i32
  %248 = ptrtoint i8* %47 to i32
  %249 = sub i32 %247, %248
  %250 = xor i32 %248, -1
  %251 = add i32 %250, %247
  %252 = and i32 %249, 3
  %253 = icmp ult i32 %251, 3
  br i1 %253, label %282, label %254

254:                                              ; preds = %246
  %255 = and i32 %249, -4
  br label %256

256:                                              ; preds = %256, %254
  %257 = phi i8* [ %47, %254 ], [ %279, %256 ]
  %258 = phi i32 [ 2, %254 ], [ %278, %256 ]
  %259 = phi i32 [ 0, %254 ], [ %280, %256 ]
  %260 = mul i32 %258, 33
  %261 = load i8, i8* %257, align 1, !tbaa !11
  %262 = zext i8 %261 to i32
  %263 = add i32 %260, %262
  %264 = getelementptr inbounds i8, i8* %257, i32 1
  %265 = mul i32 %263, 33
  %266 = load i8, i8* %264, align 1, !tbaa !11
  %267 = zext i8 %266 to i32
  %268 = add i32 %265, %267
  %269 = getelementptr inbounds i8, i8* %257, i32 2
  %270 = mul i32 %268, 33
  %271 = load i8, i8* %269, align 1, !tbaa !11
  %272 = zext i8 %271 to i32
  %273 = add i32 %270, %272
  %274 = getelementptr inbounds i8, i8* %257, i32 3
  %275 = mul i32 %273, 33
  %276 = load i8, i8* %274, align 1, !tbaa !11
  %277 = zext i8 %276 to i32
  %278 = add i32 %275, %277
  %279 = getelementptr inbounds i8, i8* %257, i32 4
  %280 = add i32 %259, 4
  %281 = icmp eq i32 %280, %255
  br i1 %281, label %282, label %256, !llvm.loop !12

282:                                              ; preds = %256, %246
  %283 = phi i32 [ undef, %246 ], [ %278, %256 ]
  %284 = phi i8* [ %47, %246 ], [ %279, %256 ]
  %285 = phi i32 [ 2, %246 ], [ %278, %256 ]
  %286 = icmp eq i32 %252, 0
  br i1 %286, label %306, label %287

287:                                              ; preds = %282
  %288 = mul i32 %285, 33
  %289 = load i8, i8* %284, align 1, !tbaa !11
  %290 = zext i8 %289 to i32
  %291 = add i32 %288, %290
  %292 = icmp eq i32 %252, 1
  br i1 %292, label %306, label %293

293:                                              ; preds = %287
  %294 = getelementptr inbounds i8, i8* %284, i32 1
  %295 = mul i32 %291, 33
  %296 = load i8, i8* %294, align 1, !tbaa !11
  %297 = zext i8 %296 to i32
  %298 = add i32 %295, %297
  %299 = icmp eq i32 %252, 2
  br i1 %299, label %306, label %300

300:                                              ; preds = %293
  %301 = getelementptr inbounds i8, i8* %284, i32 2
  %302 = mul i32 %298, 33
  %303 = load i8, i8* %301, align 1, !tbaa !11
  %304 = zext i8 %303 to i32
  %305 = add i32 %302, %304
  br label %306

306:                                              ; preds = %282, %300, %293, %287, %243
  %307 = phi i32 [ 2, %243 ], [ %283, %282 ], [ %291, %287 ], [ %298, %293 ], [ %305, %300 ]
  %308 = xor i32 %307, %45
  %309 = mul i32 %308, 16777619
  store i32 %309, i32* @h, align 4, !tbaa !7
  %310 = add i32 %48, %41
  store i32 %310, i32* @num_sum, align 4, !tbaa !7
  %311 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %595

312:                                              ; preds = %32
  switch i8 %51, label %592 [
    i8 92, label %595
    i8 34, label %313
    i8 0, label %615
  ]

313:                                              ; preds = %312
  %314 = getelementptr inbounds i8, i8* %49, i32 1
  %315 = add nsw i32 %43, 1
  store i32 %315, i32* @counts.3, align 4, !tbaa !7
  %316 = icmp ult i8* %47, %314
  br i1 %316, label %317, label %377

317:                                              ; preds = %313
  %318 = ptrtoint i8* %314 to i32
  %319 = ptrtoint i8* %47 to i32
  %320 = sub i32 %318, %319
  %321 = xor i32 %319, -1
  %322 = add i32 %321, %318
  %323 = and i32 %320, 3
  %324 = icmp ult i32 %322, 3
  br i1 %324, label %353, label %325

325:                                              ; preds = %317
  %326 = and i32 %320, -4
  br label %327

327:                                              ; preds = %327, %325
  %328 = phi i8* [ %47, %325 ], [ %350, %327 ]
  %329 = phi i32 [ 3, %325 ], [ %349, %327 ]
  %330 = phi i32 [ 0, %325 ], [ %351, %327 ]
  %331 = mul i32 %329, 33
  %332 = load i8, i8* %328, align 1, !tbaa !11
  %333 = zext i8 %332 to i32
  %334 = add i32 %331, %333
  %335 = getelementptr inbounds i8, i8* %328, i32 1
  %336 = mul i32 %334, 33
  %337 = load i8, i8* %335, align 1, !tbaa !11
  %338 = zext i8 %337 to i32
  %339 = add i32 %336, %338
  %340 = getelementptr inbounds i8, i8* %328, i32 2
  %341 = mul i32 %339, 33
  %342 = load i8, i8* %340, align 1, !tbaa !11
  %343 = zext i8 %342 to i32
  %344 = add i32 %341, %343
  %345 = getelementptr inbounds i8, i8* %328, i32 3
  %346 = mul i32 %344, 33
  %347 = load i8, i8* %345, align 1, !tbaa !11
  %348 = zext i8 %347 to i32
  %349 = add i32 %346, %348
  %350 = getelementptr inbounds i8, i8* %328, i32 4
  %351 = add i32 %330, 4
  %352 = icmp eq i32 %351, %326
  br i1 %352, label %353, label %327, !llvm.loop !12

353:                                              ; preds = %327, %317
  %354 = phi i32 [ undef, %317 ], [ %349, %327 ]
  %355 = phi i8* [ %47, %317 ], [ %350, %327 ]
  %356 = phi i32 [ 3, %317 ], [ %349, %327 ]
  %357 = icmp eq i32 %323, 0
  br i1 %357, label %377, label %358

358:                                              ; preds = %353
  %359 = mul i32 %356, 33
  %360 = load i8, i8* %355, align 1, !tbaa !11
  %361 = zext i8 %360 to i32
  %362 = add i32 %359, %361
  %363 = icmp eq i32 %323, 1
  br i1 %363, label %377, label %364

364:                                              ; preds = %358
  %365 = getelementptr inbounds i8, i8* %355, i32 1
  %366 = mul i32 %362, 33
  %367 = load i8, i8* %365, align 1, !tbaa !11
  %368 = zext i8 %367 to i32
  %369 = add i32 %366, %368
  %370 = icmp eq i32 %323, 2
  br i1 %370, label %377, label %371

371:                                              ; preds = %364
  %372 = getelementptr inbounds i8, i8* %355, i32 2
  %373 = mul i32 %369, 33
  %374 = load i8, i8* %372, align 1, !tbaa !11
  %375 = zext i8 %374 to i32
  %376 = add i32 %373, %375
  br label %377

377:                                              ; preds = %353, %371, %364, %358, %313
  %378 = phi i32 [ 3, %313 ], [ %354, %353 ], [ %362, %358 ], [ %369, %364 ], [ %376, %371 ]
  %379 = xor i32 %378, %45
  %380 = mul i32 %379, 16777619
  store i32 %380, i32* @h, align 4, !tbaa !7
  br label %595

381:                                              ; preds = %32
  br label %595

382:                                              ; preds = %32
  switch i8 %51, label %384 [
    i8 47, label %595
    i8 42, label %383
  ]

383:                                              ; preds = %382
  br label %595

384:                                              ; preds = %382
  %385 = add nsw i32 %44, 1
  store i32 %385, i32* @counts.4, align 4, !tbaa !7
  %386 = icmp ult i8* %47, %49
  br i1 %386, label %387, label %447

387:                                              ; preds = %384
  %388 = ptrtoint i8* %49 to i32
  %389 = ptrtoint i8* %47 to i32
  %390 = sub i32 %388, %389
  %391 = xor i32 %389, -1
  %392 = add i32 %391, %388
  %393 = and i32 %390, 3
  %394 = icmp ult i32 %392, 3
  br i1 %394, label %423, label %395

395:                                              ; preds = %387
  %396 = and i32 %390, -4
  br label %397

397:                                              ; preds = %397, %395
  %398 = phi i8* [ %47, %395 ], [ %420, %397 ]
  %399 = phi i32 [ 4, %395 ], [ %419, %397 ]
  %400 = phi i32 [ 0, %395 ], [ %421, %397 ]
  %401 = mul i32 %399, 33
  %402 = load i8, i8* %398, align 1, !tbaa !11
  %403 = zext i8 %402 to i32
  %404 = add i32 %401, %403
  %405 = getelementptr inbounds i8, i8* %398, i32 1
  %406 = mul i32 %404, 33
  %407 = load i8, i8* %405, align 1, !tbaa !11
  %408 = zext i8 %407 to i32
  %409 = add i32 %406, %408
  %410 = getelementptr inbounds i8, i8* %398, i32 2
  %411 = mul i32 %409, 33
  %412 = load i8, i8* %410, align 1, !tbaa !11
  %413 = zext i8 %412 to i32
  %414 = add i32 %411, %413
  %415 = getelementptr inbounds i8, i8* %398, i32 3
  %416 = mul i32 %414, 33
  %417 = load i8, i8* %415, align 1, !tbaa !11
  %418 = zext i8 %417 to i32
  %419 = add i32 %416, %418
  %420 = getelementptr inbounds i8, i8* %398, i32 4
  %421 = add i32 %400, 4
  %422 = icmp eq i32 %421, %396
  br i1 %422, label %423, label %397, !llvm.loop !12

423:                                              ; preds = %397, %387
  %424 = phi i32 [ undef, %387 ], [ %419, %397 ]
  %425 = phi i8* [ %47, %387 ], [ %420, %397 ]
  %426 = phi i32 [ 4, %387 ], [ %419, %397 ]
  %427 = icmp eq i32 %393, 0
  br i1 %427, label %447, label %428

428:                                              ; preds = %423
  %429 = mul i32 %426, 33
  %430 = load i8, i8* %425, align 1, !tbaa !11
  %431 = zext i8 %430 to i32
  %432 = add i32 %429, %431
  %433 = icmp eq i32 %393, 1
  br i1 %433, label %447, label %434

434:                                              ; preds = %428
  %435 = getelementptr inbounds i8, i8* %425, i32 1
  %436 = mul i32 %432, 33
  %437 = load i8, i8* %435, align 1, !tbaa !11
  %438 = zext i8 %437 to i32
  %439 = add i32 %436, %438
  %440 = icmp eq i32 %393, 2
  br i1 %440, label %447, label %441

441:                                              ; preds = %434
  %442 = getelementptr inbounds i8, i8* %425, i32 2
  %443 = mul i32 %439, 33
  %444 = load i8, i8* %442, align 1, !tbaa !11
  %445 = zext i8 %444 to i32
  %446 = add i32 %443, %445
  br label %447

447:                                              ; preds = %423, %441, %434, %428, %384
  %448 = phi i32 [ 4, %384 ], [ %424, %423 ], [ %432, %428 ], [ %439, %434 ], [ %446, %441 ]
  %449 = xor i32 %448, %45
  %450 = mul i32 %449, 16777619
  store i32 %450, i32* @h, align 4, !tbaa !7
  %451 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %595

452:                                              ; preds = %32
  switch i8 %51, label %595 [
    i8 10, label %453
    i8 0, label %453
  ]

453:                                              ; preds = %452, %452
  %454 = add nsw i32 %46, 1
  store i32 %454, i32* @counts.5, align 4, !tbaa !7
  %455 = icmp ult i8* %47, %49
  br i1 %455, label %456, label %516

456:                                              ; preds = %453
  %457 = ptrtoint i8* %49 to i32
  %458 = ptrtoint i8* %47 to i32
  %459 = sub i32 %457, %458
  %460 = xor i32 %458, -1
  %461 = add i32 %460, %457
  %462 = and i32 %459, 3
  %463 = icmp ult i32 %461, 3
  br i1 %463, label %492, label %464

464:                                              ; preds = %456
  %465 = and i32 %459, -4
  br label %466

466:                                              ; preds = %466, %464
  %467 = phi i8* [ %47, %464 ], [ %489, %466 ]
  %468 = phi i32 [ 5, %464 ], [ %488, %466 ]
  %469 = phi i32 [ 0, %464 ], [ %490, %466 ]
  %470 = mul i32 %468, 33
  %471 = load i8, i8* %467, align 1, !tbaa !11
  %472 = zext i8 %471 to i32
  %473 = add i32 %470, %472
  %474 = getelementptr inbounds i8, i8* %467, i32 1
  %475 = mul i32 %473, 33
  %476 = load i8, i8* %474, align 1, !tbaa !11
  %477 = zext i8 %476 to i32
  %478 = add i32 %475, %477
  %479 = getelementptr inbounds i8, i8* %467, i32 2
  %480 = mul i32 %478, 33
  %481 = load i8, i8* %479, align 1, !tbaa !11
  %482 = zext i8 %481 to i32
  %483 = add i32 %480, %482
  %484 = getelementptr inbounds i8, i8* %467, i32 3
  %485 = mul i32 %483, 33
  %486 = load i8, i8* %484, align 1, !tbaa !11
  %487 = zext i8 %486 to i32
  %488 = add i32 %485, %487
  %489 = getelementptr inbounds i8, i8* %467, i32 4
  %490 = add i32 %469, 4
  %491 = icmp eq i32 %490, %465
  br i1 %491, label %492, label %466, !llvm.loop !12

492:                                              ; preds = %466, %456
  %493 = phi i32 [ undef, %456 ], [ %488, %466 ]
  %494 = phi i8* [ %47, %456 ], [ %489, %466 ]
  %495 = phi i32 [ 5, %456 ], [ %488, %466 ]
  %496 = icmp eq i32 %462, 0
  br i1 %496, label %516, label %497

497:                                              ; preds = %492
  %498 = mul i32 %495, 33
  %499 = load i8, i8* %494, align 1, !tbaa !11
  %500 = zext i8 %499 to i32
  %501 = add i32 %498, %500
  %502 = icmp eq i32 %462, 1
  br i1 %502, label %516, label %503

503:                                              ; preds = %497
  %504 = getelementptr inbounds i8, i8* %494, i32 1
  %505 = mul i32 %501, 33
  %506 = load i8, i8* %504, align 1, !tbaa !11
  %507 = zext i8 %506 to i32
  %508 = add i32 %505, %507
  %509 = icmp eq i32 %462, 2
  br i1 %509, label %516, label %510

510:                                              ; preds = %503
  %511 = getelementptr inbounds i8, i8* %494, i32 2
  %512 = mul i32 %508, 33
  %513 = load i8, i8* %511, align 1, !tbaa !11
  %514 = zext i8 %513 to i32
  %515 = add i32 %512, %514
  br label %516

516:                                              ; preds = %492, %510, %503, %497, %453
  %517 = phi i32 [ 5, %453 ], [ %493, %492 ], [ %501, %497 ], [ %508, %503 ], [ %515, %510 ]
  %518 = xor i32 %517, %45
  %519 = mul i32 %518, 16777619
  store i32 %519, i32* @h, align 4, !tbaa !7
  %520 = getelementptr inbounds i8, i8* %49, i32 -1
  br label %595

521:                                              ; preds = %32
  switch i8 %51, label %593 [
    i8 42, label %595
    i8 0, label %615
  ]

522:                                              ; preds = %32
  switch i8 %51, label %591 [
    i8 47, label %523
    i8 42, label %595
  ]

523:                                              ; preds = %522
  %524 = getelementptr inbounds i8, i8* %49, i32 1
  %525 = add nsw i32 %46, 1
  store i32 %525, i32* @counts.5, align 4, !tbaa !7
  %526 = icmp ult i8* %47, %524
  br i1 %526, label %527, label %587

527:                                              ; preds = %523
  %528 = ptrtoint i8* %524 to i32
  %529 = ptrtoint i8* %47 to i32
  %530 = sub i32 %528, %529
  %531 = xor i32 %529, -1
  %532 = add i32 %531, %528
  %533 = and i32 %530, 3
  %534 = icmp ult i32 %532, 3
  br i1 %534, label %563, label %535

535:                                              ; preds = %527
  %536 = and i32 %530, -4
  br label %537

537:                                              ; preds = %537, %535
  %538 = phi i8* [ %47, %535 ], [ %560, %537 ]
  %539 = phi i32 [ 5, %535 ], [ %559, %537 ]
  %540 = phi i32 [ 0, %535 ], [ %561, %537 ]
  %541 = mul i32 %539, 33
  %542 = load i8, i8* %538, align 1, !tbaa !11
  %543 = zext i8 %542 to i32
  %544 = add i32 %541, %543
  %545 = getelementptr inbounds i8, i8* %538, i32 1
  %546 = mul i32 %544, 33
  %547 = load i8, i8* %545, align 1, !tbaa !11
  %548 = zext i8 %547 to i32
  %549 = add i32 %546, %548
  %550 = getelementptr inbounds i8, i8* %538, i32 2
  %551 = mul i32 %549, 33
  %552 = load i8, i8* %550, align 1, !tbaa !11
  %553 = zext i8 %552 to i32
  %554 = add i32 %551, %553
  %555 = getelementptr inbounds i8, i8* %538, i32 3
  %556 = mul i32 %554, 33
  %557 = load i8, i8* %555, align 1, !tbaa !11
  %558 = zext i8 %557 to i32
  %559 = add i32 %556, %558
  %560 = getelementptr inbounds i8, i8* %538, i32 4
  %561 = add i32 %540, 4
  %562 = icmp eq i32 %561, %536
  br i1 %562, label %563, label %537, !llvm.loop !12

563:                                              ; preds = %537, %527
  %564 = phi i32 [ undef, %527 ], [ %559, %537 ]
  %565 = phi i8* [ %47, %527 ], [ %560, %537 ]
  %566 = phi i32 [ 5, %527 ], [ %559, %537 ]
  %567 = icmp eq i32 %533, 0
  br i1 %567, label %587, label %568

568:                                              ; preds = %563
  %569 = mul i32 %566, 33
  %570 = load i8, i8* %565, align 1, !tbaa !11
  %571 = zext i8 %570 to i32
  %572 = add i32 %569, %571
  %573 = icmp eq i32 %533, 1
  br i1 %573, label %587, label %574

574:                                              ; preds = %568
  %575 = getelementptr inbounds i8, i8* %565, i32 1
  %576 = mul i32 %572, 33
  %577 = load i8, i8* %575, align 1, !tbaa !11
  %578 = zext i8 %577 to i32
  %579 = add i32 %576, %578
  %580 = icmp eq i32 %533, 2
  br i1 %580, label %587, label %581

581:                                              ; preds = %574
  %582 = getelementptr inbounds i8, i8* %565, i32 2
  %583 = mul i32 %579, 33
  %584 = load i8, i8* %582, align 1, !tbaa !11
  %585 = zext i8 %584 to i32
  %586 = add i32 %583, %585
  br label %587

587:                                              ; preds = %563, %581, %574, %568, %523
  %588 = phi i32 [ 5, %523 ], [ %564, %563 ], [ %572, %568 ], [ %579, %574 ], [ %586, %581 ]
  %589 = xor i32 %588, %45
  %590 = mul i32 %589, 16777619
  store i32 %590, i32* @h, align 4, !tbaa !7
  br label %595

591:                                              ; preds = %522
  br label %595

592:                                              ; preds = %312
  br label %595

593:                                              ; preds = %521
  br label %595

594:                                              ; preds = %70, %70, %70
  br label %595

595:                                              ; preds = %594, %593, %592, %591, %587, %522, %521, %516, %452, %447, %383, %382, %381, %377, %312, %306, %237, %229, %223, %157, %149, %77, %72, %71, %70, %67, %66, %63, %63, %55, %32
  %596 = phi i32 [ %33, %32 ], [ %33, %587 ], [ %33, %591 ], [ %33, %516 ], [ %33, %452 ], [ %33, %383 ], [ %33, %447 ], [ %33, %381 ], [ %33, %377 ], [ %33, %237 ], [ %33, %306 ], [ %33, %229 ], [ %33, %157 ], [ %33, %223 ], [ %33, %77 ], [ %87, %149 ], [ %33, %71 ], [ %33, %72 ], [ %33, %55 ], [ %33, %63 ], [ %33, %63 ], [ %33, %70 ], [ %33, %312 ], [ %33, %592 ], [ %33, %382 ], [ %33, %521 ], [ %33, %593 ], [ %33, %522 ], [ %33, %594 ], [ %33, %66 ], [ %33, %67 ]
  %597 = phi i32 [ %34, %32 ], [ %34, %587 ], [ %34, %591 ], [ %34, %516 ], [ %34, %452 ], [ %34, %383 ], [ %34, %447 ], [ %34, %381 ], [ %34, %377 ], [ %34, %237 ], [ %310, %306 ], [ %34, %229 ], [ %34, %157 ], [ %227, %223 ], [ %34, %77 ], [ %34, %149 ], [ %34, %71 ], [ %34, %72 ], [ %34, %55 ], [ %34, %63 ], [ %34, %63 ], [ %34, %70 ], [ %34, %312 ], [ %34, %592 ], [ %34, %382 ], [ %34, %521 ], [ %34, %593 ], [ %34, %522 ], [ %34, %594 ], [ %34, %66 ], [ %34, %67 ]
  %598 = phi i32 [ %35, %32 ], [ %35, %587 ], [ %35, %591 ], [ %35, %516 ], [ %35, %452 ], [ %35, %383 ], [ %35, %447 ], [ %35, %381 ], [ %35, %377 ], [ %35, %237 ], [ %244, %306 ], [ %35, %229 ], [ %35, %157 ], [ %161, %223 ], [ %35, %77 ], [ %35, %149 ], [ %35, %71 ], [ %35, %72 ], [ %35, %55 ], [ %35, %63 ], [ %35, %63 ], [ %35, %70 ], [ %35, %312 ], [ %35, %592 ], [ %35, %382 ], [ %35, %521 ], [ %35, %593 ], [ %35, %522 ], [ %35, %594 ], [ %35, %66 ], [ %35, %67 ]
  %599 = phi i32 [ %36, %32 ], [ %36, %587 ], [ %36, %591 ], [ %36, %516 ], [ %36, %452 ], [ %36, %383 ], [ %36, %447 ], [ %36, %381 ], [ %315, %377 ], [ %36, %237 ], [ %36, %306 ], [ %36, %229 ], [ %36, %157 ], [ %36, %223 ], [ %36, %77 ], [ %36, %149 ], [ %36, %71 ], [ %36, %72 ], [ %36, %55 ], [ %36, %63 ], [ %36, %63 ], [ %36, %70 ], [ %36, %312 ], [ %36, %592 ], [ %36, %382 ], [ %36, %521 ], [ %36, %593 ], [ %36, %522 ], [ %36, %594 ], [ %36, %66 ], [ %36, %67 ]
  %600 = phi i32 [ %37, %32 ], [ %37, %587 ], [ %37, %591 ], [ %37, %516 ], [ %37, %452 ], [ %37, %383 ], [ %385, %447 ], [ %37, %381 ], [ %37, %377 ], [ %37, %237 ], [ %37, %306 ], [ %37, %229 ], [ %37, %157 ], [ %37, %223 ], [ %37, %77 ], [ %37, %149 ], [ %37, %71 ], [ %73, %72 ], [ %37, %55 ], [ %37, %63 ], [ %37, %63 ], [ %37, %70 ], [ %37, %312 ], [ %37, %592 ], [ %37, %382 ], [ %37, %521 ], [ %37, %593 ], [ %37, %522 ], [ %37, %594 ], [ %37, %66 ], [ %37, %67 ]
  %601 = phi i32 [ %38, %32 ], [ %590, %587 ], [ %38, %591 ], [ %519, %516 ], [ %38, %452 ], [ %38, %383 ], [ %450, %447 ], [ %38, %381 ], [ %380, %377 ], [ %38, %237 ], [ %309, %306 ], [ %38, %229 ], [ %38, %157 ], [ %226, %223 ], [ %38, %77 ], [ %152, %149 ], [ %38, %71 ], [ %76, %72 ], [ %38, %55 ], [ %38, %63 ], [ %38, %63 ], [ %38, %70 ], [ %38, %312 ], [ %38, %592 ], [ %38, %382 ], [ %38, %521 ], [ %38, %593 ], [ %38, %522 ], [ %38, %594 ], [ %38, %66 ], [ %38, %67 ]
  %602 = phi i32 [ %39, %32 ], [ %525, %587 ], [ %39, %591 ], [ %454, %516 ], [ %39, %452 ], [ %39, %383 ], [ %39, %447 ], [ %39, %381 ], [ %39, %377 ], [ %39, %237 ], [ %39, %306 ], [ %39, %229 ], [ %39, %157 ], [ %39, %223 ], [ %39, %77 ], [ %39, %149 ], [ %39, %71 ], [ %39, %72 ], [ %39, %55 ], [ %39, %63 ], [ %39, %63 ], [ %39, %70 ], [ %39, %312 ], [ %39, %592 ], [ %39, %382 ], [ %39, %521 ], [ %39, %593 ], [ %39, %522 ], [ %39, %594 ], [ %39, %66 ], [ %39, %67 ]
  %603 = phi i32 [ %40, %32 ], [ %40, %587 ], [ %40, %591 ], [ %40, %516 ], [ %40, %452 ], [ %40, %383 ], [ %40, %447 ], [ %40, %381 ], [ %40, %377 ], [ %40, %237 ], [ %40, %306 ], [ %40, %229 ], [ %40, %157 ], [ %40, %223 ], [ %40, %77 ], [ %87, %149 ], [ %40, %71 ], [ %40, %72 ], [ %40, %55 ], [ %40, %63 ], [ %40, %63 ], [ %40, %70 ], [ %40, %312 ], [ %40, %592 ], [ %40, %382 ], [ %40, %521 ], [ %40, %593 ], [ %40, %522 ], [ %40, %594 ], [ %40, %66 ], [ %40, %67 ]
  %604 = phi i32 [ %41, %32 ], [ %41, %587 ], [ %41, %591 ], [ %41, %516 ], [ %41, %452 ], [ %41, %383 ], [ %41, %447 ], [ %41, %381 ], [ %41, %377 ], [ %41, %237 ], [ %310, %306 ], [ %41, %229 ], [ %41, %157 ], [ %227, %223 ], [ %41, %77 ], [ %41, %149 ], [ %41, %71 ], [ %41, %72 ], [ %41, %55 ], [ %41, %63 ], [ %41, %63 ], [ %41, %70 ], [ %41, %312 ], [ %41, %592 ], [ %41, %382 ], [ %41, %521 ], [ %41, %593 ], [ %41, %522 ], [ %41, %594 ], [ %41, %66 ], [ %41, %67 ]
  %605 = phi i32 [ %42, %32 ], [ %42, %587 ], [ %42, %591 ], [ %42, %516 ], [ %42, %452 ], [ %42, %383 ], [ %42, %447 ], [ %42, %381 ], [ %42, %377 ], [ %42, %237 ], [ %244, %306 ], [ %42, %229 ], [ %42, %157 ], [ %161, %223 ], [ %42, %77 ], [ %42, %149 ], [ %42, %71 ], [ %42, %72 ], [ %42, %55 ], [ %42, %63 ], [ %42, %63 ], [ %42, %70 ], [ %42, %312 ], [ %42, %592 ], [ %42, %382 ], [ %42, %521 ], [ %42, %593 ], [ %42, %522 ], [ %42, %594 ], [ %42, %66 ], [ %42, %67 ]
  %606 = phi i32 [ %43, %32 ], [ %43, %587 ], [ %43, %591 ], [ %43, %516 ], [ %43, %452 ], [ %43, %383 ], [ %43, %447 ], [ %43, %381 ], [ %315, %377 ], [ %43, %237 ], [ %43, %306 ], [ %43, %229 ], [ %43, %157 ], [ %43, %223 ], [ %43, %77 ], [ %43, %149 ], [ %43, %71 ], [ %43, %72 ], [ %43, %55 ], [ %43, %63 ], [ %43, %63 ], [ %43, %70 ], [ %43, %312 ], [ %43, %592 ], [ %43, %382 ], [ %43, %521 ], [ %43, %593 ], [ %43, %522 ], [ %43, %594 ], [ %43, %66 ], [ %43, %67 ]
  %607 = phi i32 [ %44, %32 ], [ %44, %587 ], [ %44, %591 ], [ %44, %516 ], [ %44, %452 ], [ %44, %383 ], [ %385, %447 ], [ %44, %381 ], [ %44, %377 ], [ %44, %237 ], [ %44, %306 ], [ %44, %229 ], [ %44, %157 ], [ %44, %223 ], [ %44, %77 ], [ %44, %149 ], [ %44, %71 ], [ %73, %72 ], [ %44, %55 ], [ %44, %63 ], [ %44, %63 ], [ %44, %70 ], [ %44, %312 ], [ %44, %592 ], [ %44, %382 ], [ %44, %521 ], [ %44, %593 ], [ %44, %522 ], [ %44, %594 ], [ %44, %66 ], [ %44, %67 ]
  %608 = phi i32 [ %45, %32 ], [ %590, %587 ], [ %45, %591 ], [ %519, %516 ], [ %45, %452 ], [ %45, %383 ], [ %450, %447 ], [ %45, %381 ], [ %380, %377 ], [ %45, %237 ], [ %309, %306 ], [ %45, %229 ], [ %45, %157 ], [ %226, %223 ], [ %45, %77 ], [ %152, %149 ], [ %45, %71 ], [ %76, %72 ], [ %45, %55 ], [ %45, %63 ], [ %45, %63 ], [ %45, %70 ], [ %45, %312 ], [ %45, %592 ], [ %45, %382 ], [ %45, %521 ], [ %45, %593 ], [ %45, %522 ], [ %45, %594 ], [ %45, %66 ], [ %45, %67 ]
  %609 = phi i32 [ %46, %32 ], [ %525, %587 ], [ %46, %591 ], [ %454, %516 ], [ %46, %452 ], [ %46, %383 ], [ %46, %447 ], [ %46, %381 ], [ %46, %377 ], [ %46, %237 ], [ %46, %306 ], [ %46, %229 ], [ %46, %157 ], [ %46, %223 ], [ %46, %77 ], [ %46, %149 ], [ %46, %71 ], [ %46, %72 ], [ %46, %55 ], [ %46, %63 ], [ %46, %63 ], [ %46, %70 ], [ %46, %312 ], [ %46, %592 ], [ %46, %382 ], [ %46, %521 ], [ %46, %593 ], [ %46, %522 ], [ %46, %594 ], [ %46, %66 ], [ %46, %67 ]
  %610 = phi i8* [ %47, %32 ], [ %47, %587 ], [ %47, %591 ], [ %47, %516 ], [ %47, %452 ], [ %47, %383 ], [ %47, %447 ], [ %47, %381 ], [ %47, %377 ], [ %47, %237 ], [ %47, %306 ], [ %47, %229 ], [ %47, %157 ], [ %47, %223 ], [ %47, %77 ], [ %47, %149 ], [ %49, %71 ], [ %49, %72 ], [ %49, %55 ], [ %49, %63 ], [ %49, %63 ], [ %49, %70 ], [ %47, %312 ], [ %47, %592 ], [ %47, %382 ], [ %47, %521 ], [ %47, %593 ], [ %47, %522 ], [ %49, %594 ], [ %49, %66 ], [ %49, %67 ]
  %611 = phi i32 [ %48, %32 ], [ %48, %587 ], [ %48, %591 ], [ %48, %516 ], [ %48, %452 ], [ %48, %383 ], [ %48, %447 ], [ %48, %381 ], [ %48, %377 ], [ %242, %237 ], [ %48, %306 ], [ %48, %229 ], [ %159, %157 ], [ %48, %223 ], [ %48, %77 ], [ %48, %149 ], [ %48, %71 ], [ %48, %72 ], [ %48, %55 ], [ 0, %63 ], [ 0, %63 ], [ %48, %70 ], [ %48, %312 ], [ %48, %592 ], [ %48, %382 ], [ %48, %521 ], [ %48, %593 ], [ %48, %522 ], [ %48, %594 ], [ 0, %66 ], [ %68, %67 ]
  %612 = phi i8* [ %49, %32 ], [ %49, %587 ], [ %49, %591 ], [ %520, %516 ], [ %49, %452 ], [ %49, %383 ], [ %451, %447 ], [ %49, %381 ], [ %49, %377 ], [ %49, %237 ], [ %311, %306 ], [ %49, %229 ], [ %49, %157 ], [ %228, %223 ], [ %49, %77 ], [ %153, %149 ], [ %49, %71 ], [ %49, %72 ], [ %49, %55 ], [ %49, %63 ], [ %49, %63 ], [ %49, %70 ], [ %49, %312 ], [ %49, %592 ], [ %49, %382 ], [ %49, %521 ], [ %49, %593 ], [ %49, %522 ], [ %49, %594 ], [ %49, %66 ], [ %49, %67 ]
  %613 = phi i32 [ %50, %32 ], [ 0, %587 ], [ 9, %591 ], [ 0, %516 ], [ 8, %452 ], [ 9, %383 ], [ 0, %447 ], [ 5, %381 ], [ 0, %377 ], [ 4, %237 ], [ 0, %306 ], [ 4, %229 ], [ 2, %157 ], [ 0, %223 ], [ 1, %77 ], [ 0, %149 ], [ 7, %71 ], [ 0, %72 ], [ 1, %55 ], [ 3, %63 ], [ 3, %63 ], [ 5, %70 ], [ 6, %312 ], [ 5, %592 ], [ 8, %382 ], [ 10, %521 ], [ 9, %593 ], [ 10, %522 ], [ 0, %594 ], [ 2, %66 ], [ 2, %67 ]
  %614 = getelementptr inbounds i8, i8* %612, i32 1
  br label %32

615:                                              ; preds = %53, %312, %521
  %616 = add nuw nsw i32 %23, 1
  %617 = icmp eq i32 %616, 4
  br i1 %617, label %8, label %22, !llvm.loop !14

618:                                              ; preds = %8, %623
  %619 = phi i32 [ 0, %8 ], [ %624, %623 ]
  %620 = phi i32 [ %21, %8 ], [ %750, %623 ]
  br label %626

621:                                              ; preds = %623
  store i32 %750, i32* @h, align 4, !tbaa !7
  %622 = and i32 %750, 2147483647
  ret i32 %622

623:                                              ; preds = %740
  %624 = add nuw nsw i32 %619, 1
  %625 = icmp eq i32 %624, 10
  br i1 %625, label %621, label %618, !llvm.loop !15

626:                                              ; preds = %740, %618
  %627 = phi i32 [ 0, %618 ], [ %751, %740 ]
  %628 = phi i32 [ %620, %618 ], [ %750, %740 ]
  %629 = getelementptr inbounds [15 x i8*], [15 x i8*]* @main.cands, i32 0, i32 %627
  %630 = load i8*, i8** %629, align 4, !tbaa !16
  %631 = load i8, i8* %630, align 1, !tbaa !11
  %632 = icmp eq i8 %631, 0
  br i1 %632, label %658, label %633

633:                                              ; preds = %626, %646
  %634 = phi i8 [ %652, %646 ], [ %631, %626 ]
  %635 = phi i32 [ %650, %646 ], [ 0, %626 ]
  %636 = phi i8* [ %651, %646 ], [ %630, %626 ]
  %637 = zext i8 %634 to i32
  %638 = add nsw i32 %637, -58
  %639 = icmp ult i32 %638, -10
  br i1 %639, label %640, label %646

640:                                              ; preds = %633
  switch i8 %634, label %642 [
    i8 45, label %646
    i8 43, label %646
    i8 46, label %641
  ]

641:                                              ; preds = %640
  br label %646

642:                                              ; preds = %640
  %643 = and i32 %637, 223
  %644 = icmp eq i32 %643, 69
  %645 = select i1 %644, i32 3, i32 4
  br label %646

646:                                              ; preds = %642, %641, %640, %640, %633
  %647 = phi i32 [ 2, %641 ], [ 0, %633 ], [ 1, %640 ], [ 1, %640 ], [ %645, %642 ]
  %648 = getelementptr inbounds [9 x [5 x i8]], [9 x [5 x i8]]* @trans, i32 0, i32 %635, i32 %647
  %649 = load i8, i8* %648, align 1, !tbaa !11
  %650 = zext i8 %649 to i32
  %651 = getelementptr inbounds i8, i8* %636, i32 1
  %652 = load i8, i8* %651, align 1, !tbaa !11
  %653 = icmp ne i8 %652, 0
  %654 = icmp ne i8 %649, 9
  %655 = select i1 %653, i1 %654, i1 false
  br i1 %655, label %633, label %656, !llvm.loop !18

656:                                              ; preds = %646
  %657 = zext i8 %649 to i32
  br label %658

658:                                              ; preds = %656, %626
  %659 = phi i32 [ 0, %626 ], [ %657, %656 ]
  %660 = icmp ult i32 %659, 8
  %661 = lshr i32 148, %659
  %662 = and i32 %661, 1
  %663 = icmp ne i32 %662, 0
  %664 = select i1 %660, i1 %663, i1 false
  %665 = zext i1 %664 to i32
  %666 = shl nuw nsw i32 %665, %627
  %667 = xor i32 %666, %628
  %668 = mul i32 %667, 16777619
  %669 = add nuw nsw i32 %627, 1
  %670 = getelementptr inbounds [15 x i8*], [15 x i8*]* @main.cands, i32 0, i32 %669
  %671 = load i8*, i8** %670, align 4, !tbaa !16
  %672 = load i8, i8* %671, align 1, !tbaa !11
  %673 = icmp eq i8 %672, 0
  br i1 %673, label %699, label %674

674:                                              ; preds = %658, %687
  %675 = phi i8 [ %693, %687 ], [ %672, %658 ]
  %676 = phi i32 [ %691, %687 ], [ 0, %658 ]
  %677 = phi i8* [ %692, %687 ], [ %671, %658 ]
  %678 = zext i8 %675 to i32
  %679 = add nsw i32 %678, -58
  %680 = icmp ult i32 %679, -10
  br i1 %680, label %681, label %687

681:                                              ; preds = %674
  switch i8 %675, label %683 [
    i8 45, label %687
    i8 43, label %687
    i8 46, label %682
  ]

682:                                              ; preds = %681
  br label %687

683:                                              ; preds = %681
  %684 = and i32 %678, 223
  %685 = icmp eq i32 %684, 69
  %686 = select i1 %685, i32 3, i32 4
  br label %687

687:                                              ; preds = %683, %682, %681, %681, %674
  %688 = phi i32 [ 2, %682 ], [ 0, %674 ], [ 1, %681 ], [ 1, %681 ], [ %686, %683 ]
  %689 = getelementptr inbounds [9 x [5 x i8]], [9 x [5 x i8]]* @trans, i32 0, i32 %676, i32 %688
  %690 = load i8, i8* %689, align 1, !tbaa !11
  %691 = zext i8 %690 to i32
  %692 = getelementptr inbounds i8, i8* %677, i32 1
  %693 = load i8, i8* %692, align 1, !tbaa !11
  %694 = icmp ne i8 %693, 0
  %695 = icmp ne i8 %690, 9
  %696 = select i1 %694, i1 %695, i1 false
  br i1 %696, label %674, label %697, !llvm.loop !18

697:                                              ; preds = %687
  %698 = zext i8 %690 to i32
  br label %699

699:                                              ; preds = %697, %658
  %700 = phi i32 [ 0, %658 ], [ %698, %697 ]
  %701 = icmp ult i32 %700, 8
  %702 = lshr i32 148, %700
  %703 = and i32 %702, 1
  %704 = icmp ne i32 %703, 0
  %705 = select i1 %701, i1 %704, i1 false
  %706 = zext i1 %705 to i32
  %707 = shl nuw nsw i32 %706, %669
  %708 = xor i32 %707, %668
  %709 = mul i32 %708, 16777619
  %710 = add nuw nsw i32 %627, 2
  %711 = getelementptr inbounds [15 x i8*], [15 x i8*]* @main.cands, i32 0, i32 %710
  %712 = load i8*, i8** %711, align 4, !tbaa !16
  %713 = load i8, i8* %712, align 1, !tbaa !11
  %714 = icmp eq i8 %713, 0
  br i1 %714, label %740, label %715

715:                                              ; preds = %699, %728
  %716 = phi i8 [ %734, %728 ], [ %713, %699 ]
  %717 = phi i32 [ %732, %728 ], [ 0, %699 ]
  %718 = phi i8* [ %733, %728 ], [ %712, %699 ]
  %719 = zext i8 %716 to i32
  %720 = add nsw i32 %719, -58
  %721 = icmp ult i32 %720, -10
  br i1 %721, label %722, label %728

722:                                              ; preds = %715
  switch i8 %716, label %724 [
    i8 45, label %728
    i8 43, label %728
    i8 46, label %723
  ]

723:                                              ; preds = %722
  br label %728

724:                                              ; preds = %722
  %725 = and i32 %719, 223
  %726 = icmp eq i32 %725, 69
  %727 = select i1 %726, i32 3, i32 4
  br label %728

728:                                              ; preds = %724, %723, %722, %722, %715
  %729 = phi i32 [ 2, %723 ], [ 0, %715 ], [ 1, %722 ], [ 1, %722 ], [ %727, %724 ]
  %730 = getelementptr inbounds [9 x [5 x i8]], [9 x [5 x i8]]* @trans, i32 0, i32 %717, i32 %729
  %731 = load i8, i8* %730, align 1, !tbaa !11
  %732 = zext i8 %731 to i32
  %733 = getelementptr inbounds i8, i8* %718, i32 1
  %734 = load i8, i8* %733, align 1, !tbaa !11
  %735 = icmp ne i8 %734, 0
  %736 = icmp ne i8 %731, 9
  %737 = select i1 %735, i1 %736, i1 false
  br i1 %737, label %715, label %738, !llvm.loop !18

738:                                              ; preds = %728
  %739 = zext i8 %731 to i32
  br label %740

740:                                              ; preds = %738, %699
  %741 = phi i32 [ 0, %699 ], [ %739, %738 ]
  %742 = icmp ult i32 %741, 8
  %743 = lshr i32 148, %741
  %744 = and i32 %743, 1
  %745 = icmp ne i32 %744, 0
  %746 = select i1 %742, i1 %745, i1 false
  %747 = zext i1 %746 to i32
  %748 = shl nuw nsw i32 %747, %710
  %749 = xor i32 %748, %709
  %750 = mul i32 %749, 16777619
  %751 = add nuw nsw i32 %627, 3
  %752 = icmp eq i32 %751, 15
  br i1 %752, label %623, label %626, !llvm.loop !19
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

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
