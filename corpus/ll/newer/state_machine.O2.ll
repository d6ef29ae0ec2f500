; ModuleID = 'state_machine.c'
source_filename = "state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@program = internal constant [214 x i8] c"int main(void) { int x = 0x1F + 42; /* block * comment */\0A  // line comment\0A  char *s = \22a \\\22quoted\\\22 string\\n\22;\0A  while (x > 0) { x = x - 3; if (x == 7) break; }\0A  return x * 0xff / 12 + foo_bar9(s, 0x0, 777);\0A}\0A\00", align 16
@counts.1 = internal unnamed_addr global i32 0, align 16
@counts.2 = internal unnamed_addr global i32 0, align 8
@counts.3 = internal unnamed_addr global i32 0, align 16
@counts.4 = internal unnamed_addr global i32 0, align 16
@counts.5 = internal unnamed_addr global i32 0, align 16
@num_sum = internal unnamed_addr global i32 0, align 4
@main.cands = internal unnamed_addr constant [15 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
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
@trans = internal unnamed_addr constant [9 x [5 x i8]] [[5 x i8] c"\02\01\09\09\09", [5 x i8] c"\02\09\09\09\09", [5 x i8] c"\02\09\03\05\09", [5 x i8] c"\04\09\09\09\09", [5 x i8] c"\04\09\09\05\09", [5 x i8] c"\07\06\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\07\09\09\09\09", [5 x i8] c"\09\09\09\09\09"], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @counts.5, align 16, !tbaa !2
  %2 = load i32, ptr @h, align 4, !tbaa !2
  %3 = load i32, ptr @counts.4, align 16, !tbaa !2
  %4 = load i32, ptr @counts.3, align 16, !tbaa !2
  %5 = load i32, ptr @counts.2, align 8, !tbaa !2
  %6 = load i32, ptr @num_sum, align 4, !tbaa !2
  %7 = load i32, ptr @counts.1, align 16, !tbaa !2
  br label %22

8:                                                ; preds = %682
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
  br label %685

22:                                               ; preds = %0, %682
  %23 = phi i64 [ 0, %0 ], [ %683, %682 ]
  %24 = phi i32 [ %1, %0 ], [ %39, %682 ]
  %25 = phi i32 [ %2, %0 ], [ %38, %682 ]
  %26 = phi i32 [ %3, %0 ], [ %37, %682 ]
  %27 = phi i32 [ %4, %0 ], [ %36, %682 ]
  %28 = phi i32 [ %5, %0 ], [ %35, %682 ]
  %29 = phi i32 [ %6, %0 ], [ %34, %682 ]
  %30 = phi i32 [ %7, %0 ], [ %33, %682 ]
  %31 = getelementptr inbounds i8, ptr @program, i64 %23
  br label %32

32:                                               ; preds = %662, %22
  %33 = phi i32 [ %30, %22 ], [ %663, %662 ]
  %34 = phi i32 [ %29, %22 ], [ %664, %662 ]
  %35 = phi i32 [ %28, %22 ], [ %665, %662 ]
  %36 = phi i32 [ %27, %22 ], [ %666, %662 ]
  %37 = phi i32 [ %26, %22 ], [ %667, %662 ]
  %38 = phi i32 [ %25, %22 ], [ %668, %662 ]
  %39 = phi i32 [ %24, %22 ], [ %669, %662 ]
  %40 = phi i32 [ %30, %22 ], [ %670, %662 ]
  %41 = phi i32 [ %29, %22 ], [ %671, %662 ]
  %42 = phi i32 [ %28, %22 ], [ %672, %662 ]
  %43 = phi i32 [ %27, %22 ], [ %673, %662 ]
  %44 = phi i32 [ %26, %22 ], [ %674, %662 ]
  %45 = phi i32 [ %25, %22 ], [ %675, %662 ]
  %46 = phi i32 [ %24, %22 ], [ %676, %662 ]
  %47 = phi ptr [ %31, %22 ], [ %677, %662 ]
  %48 = phi i32 [ 0, %22 ], [ %678, %662 ]
  %49 = phi ptr [ %31, %22 ], [ %681, %662 ]
  %50 = phi i32 [ 0, %22 ], [ %680, %662 ]
  %51 = ptrtoint ptr %49 to i64
  %52 = ptrtoint ptr %47 to i64
  %53 = load i8, ptr %49, align 1, !tbaa !6
  %54 = zext i8 %53 to i32
  switch i32 %50, label %662 [
    i32 0, label %55
    i32 1, label %79
    i32 2, label %165
    i32 3, label %249
    i32 4, label %250
    i32 5, label %341
    i32 6, label %420
    i32 7, label %421
    i32 8, label %500
    i32 9, label %578
    i32 10, label %579
  ]

55:                                               ; preds = %32
  %56 = icmp eq i8 %53, 0
  br i1 %56, label %682, label %57

57:                                               ; preds = %55
  %58 = and i32 %54, 223
  %59 = add nsw i32 %58, -91
  %60 = icmp ult i32 %59, -26
  %61 = icmp ne i8 %53, 95
  %62 = and i1 %61, %60
  br i1 %62, label %63, label %662

63:                                               ; preds = %57
  %64 = icmp eq i8 %53, 48
  br i1 %64, label %65, label %69

65:                                               ; preds = %63
  %66 = getelementptr inbounds i8, ptr %49, i64 1
  %67 = load i8, ptr %66, align 1, !tbaa !6
  switch i8 %67, label %68 [
    i8 120, label %662
    i8 88, label %662
  ]

68:                                               ; preds = %65
  br label %662

69:                                               ; preds = %63
  %70 = add nsw i32 %54, -48
  %71 = icmp ugt i32 %70, 9
  br i1 %71, label %72, label %662

72:                                               ; preds = %69
  switch i8 %53, label %74 [
    i8 34, label %662
    i8 47, label %73
    i8 32, label %661
    i8 10, label %661
    i8 9, label %661
  ]

73:                                               ; preds = %72
  br label %662

74:                                               ; preds = %72
  %75 = add nsw i32 %44, 1
  store i32 %75, ptr @counts.4, align 16, !tbaa !2
  %76 = add nuw nsw i32 %54, 132
  %77 = xor i32 %76, %45
  %78 = mul i32 %77, 16777619
  store i32 %78, ptr @h, align 4, !tbaa !2
  br label %662

79:                                               ; preds = %32
  %80 = and i32 %54, 223
  %81 = add nsw i32 %80, -91
  %82 = icmp ult i32 %81, -26
  %83 = icmp ne i8 %53, 95
  %84 = and i1 %83, %82
  %85 = add nsw i32 %54, -58
  %86 = icmp ult i32 %85, -10
  %87 = select i1 %84, i1 %86, i1 false
  br i1 %87, label %88, label %662

88:                                               ; preds = %79
  %89 = add nsw i32 %40, 1
  store i32 %89, ptr @counts.1, align 16, !tbaa !2
  %90 = icmp ult ptr %47, %49
  br i1 %90, label %91, label %160

91:                                               ; preds = %88
  %92 = sub i64 %51, %52
  %93 = and i64 %92, 7
  %94 = sub i64 %52, %51
  %95 = icmp ugt i64 %94, -8
  br i1 %95, label %144, label %96

96:                                               ; preds = %91
  %97 = and i64 %92, -8
  br label %98

98:                                               ; preds = %98, %96
  %99 = phi ptr [ %47, %96 ], [ %141, %98 ]
  %100 = phi i32 [ 1, %96 ], [ %140, %98 ]
  %101 = phi i64 [ 0, %96 ], [ %142, %98 ]
  %102 = mul i32 %100, 33
  %103 = load i8, ptr %99, align 1, !tbaa !6
  %104 = zext i8 %103 to i32
  %105 = add i32 %102, %104
  %106 = getelementptr inbounds i8, ptr %99, i64 1
  %107 = mul i32 %105, 33
  %108 = load i8, ptr %106, align 1, !tbaa !6
  %109 = zext i8 %108 to i32
  %110 = add i32 %107, %109
  %111 = getelementptr inbounds i8, ptr %99, i64 2
  %112 = mul i32 %110, 33
  %113 = load i8, ptr %111, align 1, !tbaa !6
  %114 = zext i8 %113 to i32
  %115 = add i32 %112, %114
  %116 = getelementptr inbounds i8, ptr %99, i64 3
  %117 = mul i32 %115, 33
  %118 = load i8, ptr %116, align 1, !tbaa !6
  %119 = zext i8 %118 to i32
  %120 = add i32 %117, %119
  %121 = getelementptr inbounds i8, ptr %99, i64 4
  %122 = mul i32 %120, 33
  %123 = load i8, ptr %121, align 1, !tbaa !6
  %124 = zext i8 %123 to i32
  %125 = add i32 %122, %124
  %126 = getelementptr inbounds i8, ptr %99, i64 5
  %127 = mul i32 %125, 33
  %128 = load i8, ptr %126, align 1, !tbaa !6
  %129 = zext i8 %128 to i32
  %130 = add i32 %127, %129
  %131 = getelementptr inbounds i8, ptr %99, i64 6
  %132 = mul i32 %130, 33
  %133 = load i8, ptr %131, align 1, !tbaa !6
  %134 = zext i8 %133 to i32
  %135 = add i32 %132, %134
  %136 = getelementptr inbounds i8, ptr %99, i64 7
  %137 = mul i32 %135, 33
  %138 = load i8, ptr %136, align 1, !tbaa !6
  %139 = zext i8 %138 to i32
  %140 = add i32 %137, %139
  %141 = getelementptr inbounds i8, ptr %99, i64 8
  %142 = add i64 %101, 8
  %143 = icmp eq i64 %142, %97
  br i1 %143, label %144, label %98, !llvm.loop !7

144:                                              ; preds = %98, %91
  %145 = phi i32 [ poison, %91 ], [ %140, %98 ]
  %146 = phi ptr [ %47, %91 ], [ %141, %98 ]
  %147 = phi i32 [ 1, %91 ], [ %140, %98 ]
  %148 = icmp eq i64 %93, 0
  br i1 %148, label %160, label %149

149:                                              ; preds = %144, %149
  %150 = phi ptr [ %157, %149 ], [ %146, %144 ]
  %151 = phi i32 [ %156, %149 ], [ %147, %144 ]
  %152 = phi i64 [ %158, %149 ], [ 0, %144 ]
  %153 = mul i32 %151, 33
  %154 = load i8, ptr %150, align 1, !tbaa !6
  %155 = zext i8 %154 to i32
  %156 = add i32 %153, %155
  %157 = getelementptr inbounds i8, ptr %150, i64 1
  %158 = add i64 %152, 1
  %159 = icmp eq i64 %158, %93
  br i1 %159, label %160, label %149, !llvm.loop !9

160:                                              ; preds = %144, %149, %88
  %161 = phi i32 [ 1, %88 ], [ %145, %144 ], [ %156, %149 ]
  %162 = xor i32 %161, %45
  %163 = mul i32 %162, 16777619
  store i32 %163, ptr @h, align 4, !tbaa !2
  %164 = getelementptr inbounds i8, ptr %49, i64 -1
  br label %662

165:                                              ; preds = %32
  %166 = add nsw i32 %54, -48
  %167 = icmp ugt i32 %166, 9
  br i1 %167, label %171, label %168

168:                                              ; preds = %165
  %169 = mul i32 %48, 10
  %170 = add i32 %166, %169
  br label %662

171:                                              ; preds = %165
  %172 = add nsw i32 %42, 1
  store i32 %172, ptr @counts.2, align 8, !tbaa !2
  %173 = icmp ult ptr %47, %49
  br i1 %173, label %174, label %243

174:                                              ; preds = %171
  %175 = sub i64 %51, %52
  %176 = and i64 %175, 7
  %177 = sub i64 %52, %51
  %178 = icmp ugt i64 %177, -8
  br i1 %178, label %227, label %179

179:                                              ; preds = %174
  %180 = and i64 %175, -8
  br label %181

181:                                              ; preds = %181, %179
  %182 = phi ptr [ %47, %179 ], [ %224, %181 ]
  %183 = phi i32 [ 2, %179 ], [ %223, %181 ]
  %184 = phi i64 [ 0, %179 ], [ %225, %181 ]
  %185 = mul i32 %183, 33
  %186 = load i8, ptr %182, align 1, !tbaa !6
  %187 = zext i8 %186 to i32
  %188 = add i32 %185, %187
  %189 = getelementptr inbounds i8, ptr %182, i64 1
  %190 = mul i32 %188, 33
  %191 = load i8, ptr %189, align 1, !tbaa !6
  %192 = zext i8 %191 to i32
  %193 = add i32 %190, %192
  %194 = getelementptr inbounds i8, ptr %182, i64 2
  %195 = mul i32 %193, 33
  %196 = load i8, ptr %194, align 1, !tbaa !6
  %197 = zext i8 %196 to i32
  %198 = add i32 %195, %197
  %199 = getelementptr inbounds i8, ptr %182, i64 3
  %200 = mul i32 %198, 33
  %201 = load i8, ptr %199, align 1, !tbaa !6
  %202 = zext i8 %201 to i32
  %203 = add i32 %200, %202
  %204 = getelementptr inbounds i8, ptr %182, i64 4
  %205 = mul i32 %203, 33
  %206 = load i8, ptr %204, align 1, !tbaa !6
  %207 = zext i8 %206 to i32
  %208 = add i32 %205, %207
  %209 = getelementptr inbounds i8, ptr %182, i64 5
  %210 = mul i32 %208, 33
  %211 = load i8, ptr %209, align 1, !tbaa !6
  %212 = zext i8 %211 to i32
  %213 = add i32 %210, %212
  %214 = getelementptr inbounds i8, ptr %182, i64 6
  %215 = mul i32 %213, 33
  %216 = load i8, ptr %214, align 1, !tbaa !6
  %217 = zext i8 %216 to i32
  %218 = add i32 %215, %217
  %219 = getelementptr inbounds i8, ptr %182, i64 7
  %220 = mul i32 %218, 33
  %221 = load i8, ptr %219, align 1, !tbaa !6
  %222 = zext i8 %221 to i32
  %223 = add i32 %220, %222
  %224 = getelementptr inbounds i8, ptr %182, i64 8
  %225 = add i64 %184, 8
  %226 = icmp eq i64 %225, %180
  br i1 %226, label %227, label %181, !llvm.loop !7

227:                                              ; preds = %181, %174
  %228 = phi i32 [ poison, %174 ], [ %223, %181 ]
  %229 = phi ptr [ %47, %174 ], [ %224, %181 ]
  %230 = phi i32 [ 2, %174 ], [ %223, %181 ]
  %231 = icmp eq i64 %176, 0
  br i1 %231, label %243, label %232

232:                                              ; preds = %227, %232
  %233 = phi ptr [ %240, %232 ], [ %229, %227 ]
  %234 = phi i32 [ %239, %232 ], [ %230, %227 ]
  %235 = phi i64 [ %241, %232 ], [ 0, %227 ]
  %236 = mul i32 %234, 33
  %237 = load i8, ptr %233, align 1, !tbaa !6
  %238 = zext i8 %237 to i32
  %239 = add i32 %236, %238
  %240 = getelementptr inbounds i8, ptr %233, i64 1
  %241 = add i64 %235, 1
  %242 = icmp eq i64 %241, %176
  br i1 %242, label %243, label %232, !llvm.loop !11

243:                                              ; preds = %227, %232, %171
  %244 = phi i32 [ 2, %171 ], [ %228, %227 ], [ %239, %232 ]
  %245 = xor i32 %244, %45
  %246 = mul i32 %245, 16777619
  store i32 %246, ptr @h, align 4, !tbaa !2
  %247 = add i32 %48, %41
  store i32 %247, ptr @num_sum, align 4, !tbaa !2
  %248 = getelementptr inbounds i8, ptr %49, i64 -1
  br label %662

249:                                              ; preds = %32
  br label %662

250:                                              ; preds = %32
  %251 = add nsw i32 %54, -48
  %252 = icmp ult i32 %251, 10
  %253 = and i32 %54, 223
  %254 = add nsw i32 %253, -65
  %255 = icmp ult i32 %254, 6
  %256 = or i1 %252, %255
  br i1 %256, label %257, label %263

257:                                              ; preds = %250
  %258 = shl i32 %48, 4
  %259 = or i32 %54, 32
  %260 = add nsw i32 %259, -87
  %261 = select i1 %252, i32 %251, i32 %260
  %262 = add i32 %261, %258
  br label %662

263:                                              ; preds = %250
  %264 = add nsw i32 %42, 1
  store i32 %264, ptr @counts.2, align 8, !tbaa !2
  %265 = icmp ult ptr %47, %49
  br i1 %265, label %266, label %335

266:                                              ; preds = %263
  %267 = sub i64 %51, %52
  %268 = and i64 %267, 7
  %269 = sub i64 %52, %51
  %270 = icmp ugt i64 %269, -8
  br i1 %270, label %319, label %271

271:                                              ; preds = %266
  %272 = and i64 %267, -8
  br label %273

273:                                              ; preds = %273, %271
  %274 = phi ptr [ %47, %271 ], [ %316, %273 ]
  %275 = phi i32 [ 2, %271 ], [ %315, %273 ]
  %276 = phi i64 [ 0, %271 ], [ %317, %273 ]
  %277 = mul i32 %275, 33
  %278 = load i8, ptr %274, align 1, !tbaa !6
  %279 = zext i8 %278 to i32
  %280 = add i32 %277, %279
  %281 = getelementptr inbounds i8, ptr %274, i64 1
  %282 = mul i32 %280, 33
  %283 = load i8, ptr %281, align 1, !tbaa !6
  %284 = zext i8 %283 to i32
  %285 = add i32 %282, %284
  %286 = getelementptr inbounds i8, ptr %274, i64 2
  %287 = mul i32 %285, 33
  %288 = load i8, ptr %286, align 1, !tbaa !6
  %289 = zext i8 %288 to i32
  %290 = add i32 %287, %289
  %291 = getelementptr inbounds i8, ptr %274, i64 3
  %292 = mul i32 %290, 33
  %293 = load i8, ptr %291, align 1, !tbaa !6
  %294 = zext i8 %293 to i32
  %295 = add i32 %292, %294
  %296 = getelementptr inbounds i8, ptr %274, i64 4
  %297 = mul i32 %295, 33
  %298 = load i8, ptr %296, align 1, !tbaa !6
  %299 = zext i8 %298 to i32
  %300 = add i32 %297, %299
  %301 = getelementptr inbounds i8, ptr %274, i64 5
  %302 = mul i32 %300, 33
  %303 = load i8, ptr %301, align 1, !tbaa !6
  %304 = zext i8 %303 to i32
  %305 = add i32 %302, %304
  %306 = getelementptr inbounds i8, ptr %274, i64 6
  %307 = mul i32 %305, 33
  %308 = load i8, ptr %306, align 1, !tbaa !6
  %309 = zext i8 %308 to i32
  %310 = add i32 %307, %309
  %311 = getelementptr inbounds i8, ptr %274, i64 7
  %312 = mul i32 %310, 33
  %313 = load i8, ptr %311, align 1, !tbaa !6
  %314 = zext i8 %313 to i32
  %315 = add i32 %312, %314
  %316 = getelementptr inbounds i8, ptr %274, i64 8
  %317 = add i64 %276, 8
  %318 = icmp eq i64 %317, %272
  br i1 %318, label %319, label %273, !llvm.loop !7

319:                                              ; preds = %273, %266
  %320 = phi i32 [ poison, %266 ], [ %315, %273 ]
  %321 = phi ptr [ %47, %266 ], [ %316, %273 ]
  %322 = phi i32 [ 2, %266 ], [ %315, %273 ]
  %323 = icmp eq i64 %268, 0
  br i1 %323, label %335, label %324

324:                                              ; preds = %319, %324
  %325 = phi ptr [ %332, %324 ], [ %321, %319 ]
  %326 = phi i32 [ %331, %324 ], [ %322, %319 ]
  %327 = phi i64 [ %333, %324 ], [ 0, %319 ]
  %328 = mul i32 %326, 33
  %329 = load i8, ptr %325, align 1, !tbaa !6
  %330 = zext i8 %329 to i32
  %331 = add i32 %328, %330
  %332 = getelementptr inbounds i8, ptr %325, i64 1
  %333 = add i64 %327, 1
  %334 = icmp eq i64 %333, %268
  br i1 %334, label %335, label %324, !llvm.loop !12

335:                                              ; preds = %319, %324, %263
  %336 = phi i32 [ 2, %263 ], [ %320, %319 ], [ %331, %324 ]
  %337 = xor i32 %336, %45
  %338 = mul i32 %337, 16777619
  store i32 %338, ptr @h, align 4, !tbaa !2
  %339 = add i32 %48, %41
  store i32 %339, ptr @num_sum, align 4, !tbaa !2
  %340 = getelementptr inbounds i8, ptr %49, i64 -1
  br label %662

341:                                              ; preds = %32
  switch i8 %53, label %659 [
    i8 92, label %662
    i8 34, label %342
    i8 0, label %682
  ]

342:                                              ; preds = %341
  %343 = getelementptr inbounds i8, ptr %49, i64 1
  %344 = add nsw i32 %43, 1
  store i32 %344, ptr @counts.3, align 16, !tbaa !2
  %345 = icmp ult ptr %47, %343
  br i1 %345, label %346, label %416

346:                                              ; preds = %342
  %347 = add i64 %51, 1
  %348 = sub i64 %347, %52
  %349 = sub i64 %51, %52
  %350 = and i64 %348, 7
  %351 = icmp ult i64 %349, 7
  br i1 %351, label %400, label %352

352:                                              ; preds = %346
  %353 = and i64 %348, -8
  br label %354

354:                                              ; preds = %354, %352
  %355 = phi ptr [ %47, %352 ], [ %397, %354 ]
  %356 = phi i32 [ 3, %352 ], [ %396, %354 ]
  %357 = phi i64 [ 0, %352 ], [ %398, %354 ]
  %358 = mul i32 %356, 33
  %359 = load i8, ptr %355, align 1, !tbaa !6
  %360 = zext i8 %359 to i32
  %361 = add i32 %358, %360
  %362 = getelementptr inbounds i8, ptr %355, i64 1
  %363 = mul i32 %361, 33
  %364 = load i8, ptr %362, align 1, !tbaa !6
  %365 = zext i8 %364 to i32
  %366 = add i32 %363, %365
  %367 = getelementptr inbounds i8, ptr %355, i64 2
  %368 = mul i32 %366, 33
  %369 = load i8, ptr %367, align 1, !tbaa !6
  %370 = zext i8 %369 to i32
  %371 = add i32 %368, %370
  %372 = getelementptr inbounds i8, ptr %355, i64 3
  %373 = mul i32 %371, 33
  %374 = load i8, ptr %372, align 1, !tbaa !6
  %375 = zext i8 %374 to i32
  %376 = add i32 %373, %375
  %377 = getelementptr inbounds i8, ptr %355, i64 4
  %378 = mul i32 %376, 33
  %379 = load i8, ptr %377, align 1, !tbaa !6
  %380 = zext i8 %379 to i32
  %381 = add i32 %378, %380
  %382 = getelementptr inbounds i8, ptr %355, i64 5
  %383 = mul i32 %381, 33
  %384 = load i8, ptr %382, align 1, !tbaa !6
  %385 = zext i8 %384 to i32
  %386 = add i32 %383, %385
  %387 = getelementptr inbounds i8, ptr %355, i64 6
  %388 = mul i32 %386, 33
  %389 = load i8, ptr %387, align 1, !tbaa !6
  %390 = zext i8 %389 to i32
  %391 = add i32 %388, %390
  %392 = getelementptr inbounds i8, ptr %355, i64 7
  %393 = mul i32 %391, 33
  %394 = load i8, ptr %392, align 1, !tbaa !6
  %395 = zext i8 %394 to i32
  %396 = add i32 %393, %395
  %397 = getelementptr inbounds i8, ptr %355, i64 8
  %398 = add i64 %357, 8
  %399 = icmp eq i64 %398, %353
  br i1 %399, label %400, label %354, !llvm.loop !7

400:                                              ; preds = %354, %346
  %401 = phi i32 [ poison, %346 ], [ %396, %354 ]
  %402 = phi ptr [ %47, %346 ], [ %397, %354 ]
  %403 = phi i32 [ 3, %346 ], [ %396, %354 ]
  %404 = icmp eq i64 %350, 0
  br i1 %404, label %416, label %405

405:                                              ; preds = %400, %405
  %406 = phi ptr [ %413, %405 ], [ %402, %400 ]
  %407 = phi i32 [ %412, %405 ], [ %403, %400 ]
  %408 = phi i64 [ %414, %405 ], [ 0, %400 ]
  %409 = mul i32 %407, 33
  %410 = load i8, ptr %406, align 1, !tbaa !6
  %411 = zext i8 %410 to i32
  %412 = add i32 %409, %411
  %413 = getelementptr inbounds i8, ptr %406, i64 1
  %414 = add i64 %408, 1
  %415 = icmp eq i64 %414, %350
  br i1 %415, label %416, label %405, !llvm.loop !13

416:                                              ; preds = %400, %405, %342
  %417 = phi i32 [ 3, %342 ], [ %401, %400 ], [ %412, %405 ]
  %418 = xor i32 %417, %45
  %419 = mul i32 %418, 16777619
  store i32 %419, ptr @h, align 4, !tbaa !2
  br label %662

420:                                              ; preds = %32
  br label %662

421:                                              ; preds = %32
  switch i8 %53, label %423 [
    i8 47, label %662
    i8 42, label %422
  ]

422:                                              ; preds = %421
  br label %662

423:                                              ; preds = %421
  %424 = add nsw i32 %44, 1
  store i32 %424, ptr @counts.4, align 16, !tbaa !2
  %425 = icmp ult ptr %47, %49
  br i1 %425, label %426, label %495

426:                                              ; preds = %423
  %427 = sub i64 %51, %52
  %428 = and i64 %427, 7
  %429 = sub i64 %52, %51
  %430 = icmp ugt i64 %429, -8
  br i1 %430, label %479, label %431

431:                                              ; preds = %426
  %432 = and i64 %427, -8
  br label %433

433:                                              ; preds = %433, %431
  %434 = phi ptr [ %47, %431 ], [ %476, %433 ]
  %435 = phi i32 [ 4, %431 ], [ %475, %433 ]
  %436 = phi i64 [ 0, %431 ], [ %477, %433 ]
  %437 = mul i32 %435, 33
  %438 = load i8, ptr %434, align 1, !tbaa !6
  %439 = zext i8 %438 to i32
  %440 = add i32 %437, %439
  %441 = getelementptr inbounds i8, ptr %434, i64 1
  %442 = mul i32 %440, 33
  %443 = load i8, ptr %441, align 1, !tbaa !6
  %444 = zext i8 %443 to i32
  %445 = add i32 %442, %444
  %446 = getelementptr inbounds i8, ptr %434, i64 2
  %447 = mul i32 %445, 33
  %448 = load i8, ptr %446, align 1, !tbaa !6
  %449 = zext i8 %448 to i32
  %450 = add i32 %447, %449
  %451 = getelementptr inbounds i8, ptr %434, i64 3
  %452 = mul i32 %450, 33
  %453 = load i8, ptr %451, align 1, !tbaa !6
  %454 = zext i8 %453 to i32
  %455 = add i32 %452, %454
  %456 = getelementptr inbounds i8, ptr %434, i64 4
  %457 = mul i32 %455, 33
  %458 = load i8, ptr %456, align 1, !tbaa !6
  %459 = zext i8 %458 to i32
  %460 = add i32 %457, %459
  %461 = getelementptr inbounds i8, ptr %434, i64 5
  %462 = mul i32 %460, 33
  %463 = load i8, ptr %461, align 1, !tbaa !6
  %464 = zext i8 %463 to i32
  %465 = add i32 %462, %464
  %466 = getelementptr inbounds i8, ptr %434, i64 6
  %467 = mul i32 %465, 33
  %468 = load i8, ptr %466, align 1, !tbaa !6
  %469 = zext i8 %468 to i32
  %470 = add i32 %467, %469
  %471 = getelementptr inbounds i8, ptr %434, i64 7
  %472 = mul i32 %470, 33
  %473 = load i8, ptr %471, align 1, !tbaa !6
  %474 = zext i8 %473 to i32
  %475 = add i32 %472, %474
  %476 = getelementptr inbounds i8, ptr %434, i64 8
  %477 = add i64 %436, 8
  %478 = icmp eq i64 %477, %432
  br i1 %478, label %479, label %433, !llvm.loop !7

479:                                              ; preds = %433, %426
  %480 = phi i32 [ poison, %426 ], [ %475, %433 ]
  %481 = phi ptr [ %47, %426 ], [ %476, %433 ]
  %482 = phi i32 [ 4, %426 ], [ %475, %433 ]
  %483 = icmp eq i64 %428, 0
  br i1 %483, label %495, label %484

484:                                              ; preds = %479, %484
  %485 = phi ptr [ %492, %484 ], [ %481, %479 ]
  %486 = phi i32 [ %491, %484 ], [ %482, %479 ]
  %487 = phi i64 [ %493, %484 ], [ 0, %479 ]
  %488 = mul i32 %486, 33
  %489 = load i8, ptr %485, align 1, !tbaa !6
  %490 = zext i8 %489 to i32
  %491 = add i32 %488, %490
  %492 = getelementptr inbounds i8, ptr %485, i64 1
  %493 = add i64 %487, 1
  %494 = icmp eq i64 %493, %428
  br i1 %494, label %495, label %484, !llvm.loop !14

495:                                              ; preds = %479, %484, %423
  %496 = phi i32 [ 4, %423 ], [ %480, %479 ], [ %491, %484 ]
  %497 = xor i32 %496, %45
  %498 = mul i32 %497, 16777619
  store i32 %498, ptr @h, align 4, !tbaa !2
  %499 = getelementptr inbounds i8, ptr %49, i64 -1
  br label %662

500:                                              ; preds = %32
  switch i8 %53, label %662 [
    i8 10, label %501
    i8 0, label %501
  ]

501:                                              ; preds = %500, %500
  %502 = add nsw i32 %46, 1
  store i32 %502, ptr @counts.5, align 16, !tbaa !2
  %503 = icmp ult ptr %47, %49
  br i1 %503, label %504, label %573

504:                                              ; preds = %501
  %505 = sub i64 %51, %52
  %506 = and i64 %505, 7
  %507 = sub i64 %52, %51
  %508 = icmp ugt i64 %507, -8
  br i1 %508, label %557, label %509

509:                                              ; preds = %504
  %510 = and i64 %505, -8
  br label %511

511:                                              ; preds = %511, %509
  %512 = phi ptr [ %47, %509 ], [ %554, %511 ]
  %513 = phi i32 [ 5, %509 ], [ %553, %511 ]
  %514 = phi i64 [ 0, %509 ], [ %555, %511 ]
  %515 = mul i32 %513, 33
  %516 = load i8, ptr %512, align 1, !tbaa !6
  %517 = zext i8 %516 to i32
  %518 = add i32 %515, %517
  %519 = getelementptr inbounds i8, ptr %512, i64 1
  %520 = mul i32 %518, 33
  %521 = load i8, ptr %519, align 1, !tbaa !6
  %522 = zext i8 %521 to i32
  %523 = add i32 %520, %522
  %524 = getelementptr inbounds i8, ptr %512, i64 2
  %525 = mul i32 %523, 33
  %526 = load i8, ptr %524, align 1, !tbaa !6
  %527 = zext i8 %526 to i32
  %528 = add i32 %525, %527
  %529 = getelementptr inbounds i8, ptr %512, i64 3
  %530 = mul i32 %528, 33
  %531 = load i8, ptr %529, align 1, !tbaa !6
  %532 = zext i8 %531 to i32
  %533 = add i32 %530, %532
  %534 = getelementptr inbounds i8, ptr %512, i64 4
  %535 = mul i32 %533, 33
  %536 = load i8, ptr %534, align 1, !tbaa !6
  %537 = zext i8 %536 to i32
  %538 = add i32 %535, %537
  %539 = getelementptr inbounds i8, ptr %512, i64 5
  %540 = mul i32 %538, 33
  %541 = load i8, ptr %539, align 1, !tbaa !6
  %542 = zext i8 %541 to i32
  %543 = add i32 %540, %542
  %544 = getelementptr inbounds i8, ptr %512, i64 6
  %545 = mul i32 %543, 33
  %546 = load i8, ptr %544, align 1, !tbaa !6
  %547 = zext i8 %546 to i32
  %548 = add i32 %545, %547
  %549 = getelementptr inbounds i8, ptr %512, i64 7
  %550 = mul i32 %548, 33
  %551 = load i8, ptr %549, align 1, !tbaa !6
  %552 = zext i8 %551 to i32
  %553 = add i32 %550, %552
  %554 = getelementptr inbounds i8, ptr %512, i64 8
  %555 = add i64 %514, 8
  %556 = icmp eq i64 %555, %510
  br i1 %556, label %557, label %511, !llvm.loop !7

557:                                              ; preds = %511, %504
  %558 = phi i32 [ poison, %504 ], [ %553, %511 ]
  %559 = phi ptr [ %47, %504 ], [ %554, %511 ]
  %560 = phi i32 [ 5, %504 ], [ %553, %511 ]
  %561 = icmp eq i64 %506, 0
  br i1 %561, label %573, label %562

562:                                              ; preds = %557, %562
  %563 = phi ptr [ %570, %562 ], [ %559, %557 ]
  %564 = phi i32 [ %569, %562 ], [ %560, %557 ]
  %565 = phi i64 [ %571, %562 ], [ 0, %557 ]
  %566 = mul i32 %564, 33
  %567 = load i8, ptr %563, align 1, !tbaa !6
  %568 = zext i8 %567 to i32
  %569 = add i32 %566, %568
  %570 = getelementptr inbounds i8, ptr %563, i64 1
  %571 = add i64 %565, 1
  %572 = icmp eq i64 %571, %506
  br i1 %572, label %573, label %562, !llvm.loop !15

573:                                              ; preds = %557, %562, %501
  %574 = phi i32 [ 5, %501 ], [ %558, %557 ], [ %569, %562 ]
  %575 = xor i32 %574, %45
  %576 = mul i32 %575, 16777619
  store i32 %576, ptr @h, align 4, !tbaa !2
  %577 = getelementptr inbounds i8, ptr %49, i64 -1
  br label %662

578:                                              ; preds = %32
  switch i8 %53, label %660 [
    i8 42, label %662
    i8 0, label %682
  ]

579:                                              ; preds = %32
  switch i8 %53, label %658 [
    i8 47, label %580
    i8 42, label %662
  ]

580:                                              ; preds = %579
  %581 = getelementptr inbounds i8, ptr %49, i64 1
  %582 = add nsw i32 %46, 1
  store i32 %582, ptr @counts.5, align 16, !tbaa !2
  %583 = icmp ult ptr %47, %581
  br i1 %583, label %584, label %654

584:                                              ; preds = %580
  %585 = add i64 %51, 1
  %586 = sub i64 %585, %52
  %587 = sub i64 %51, %52
  %588 = and i64 %586, 7
  %589 = icmp ult i64 %587, 7
  br i1 %589, label %638, label %590

590:                                              ; preds = %584
  %591 = and i64 %586, -8
  br label %592

592:                                              ; preds = %592, %590
  %593 = phi ptr [ %47, %590 ], [ %635, %592 ]
  %594 = phi i32 [ 5, %590 ], [ %634, %592 ]
  %595 = phi i64 [ 0, %590 ], [ %636, %592 ]
  %596 = mul i32 %594, 33
  %597 = load i8, ptr %593, align 1, !tbaa !6
  %598 = zext i8 %597 to i32
  %599 = add i32 %596, %598
  %600 = getelementptr inbounds i8, ptr %593, i64 1
  %601 = mul i32 %599, 33
  %602 = load i8, ptr %600, align 1, !tbaa !6
  %603 = zext i8 %602 to i32
  %604 = add i32 %601, %603
  %605 = getelementptr inbounds i8, ptr %593, i64 2
  %606 = mul i32 %604, 33
  %607 = load i8, ptr %605, align 1, !tbaa !6
  %608 = zext i8 %607 to i32
  %609 = add i32 %606, %608
  %610 = getelementptr inbounds i8, ptr %593, i64 3
  %611 = mul i32 %609, 33
  %612 = load i8, ptr %610, align 1, !tbaa !6
  %613 = zext i8 %612 to i32
  %614 = add i32 %611, %613
  %615 = getelementptr inbounds i8, ptr %593, i64 4
  %616 = mul i32 %614, 33
  %617 = load i8, ptr %615, align 1, !tbaa !6
  %618 = zext i8 %617 to i32
  %619 = add i32 %616, %618
  %620 = getelementptr inbounds i8, ptr %593, i64 5
  %621 = mul i32 %619, 33
  %622 = load i8, ptr %620, align 1, !tbaa !6
  %623 = zext i8 %622 to i32
  %624 = add i32 %621, %623
  %625 = getelementptr inbounds i8, ptr %593, i64 6
  %626 = mul i32 %624, 33
  %627 = load i8, ptr %625, align 1, !tbaa !6
  %628 = zext i8 %627 to i32
  %629 = add i32 %626, %628
  %630 = getelementptr inbounds i8, ptr %593, i64 7
  %631 = mul i32 %629, 33
  %632 = load i8, ptr %630, align 1, !tbaa !6
  %633 = zext i8 %632 to i32
  %634 = add i32 %631, %633
  %635 = getelementptr inbounds i8, ptr %593, i64 8
  %636 = add i64 %595, 8
  %637 = icmp eq i64 %636, %591
  br i1 %637, label %638, label %592, !llvm.loop !7

638:                                              ; preds = %592, %584
  %639 = phi i32 [ poison, %584 ], [ %634, %592 ]
  %640 = phi ptr [ %47, %584 ], [ %635, %592 ]
  %641 = phi i32 [ 5, %584 ], [ %634, %592 ]
  %642 = icmp eq i64 %588, 0
  br i1 %642, label %654, label %643

643:                                              ; preds = %638, %643
  %644 = phi ptr [ %651, %643 ], [ %640, %638 ]
  %645 = phi i32 [ %650, %643 ], [ %641, %638 ]
  %646 = phi i64 [ %652, %643 ], [ 0, %638 ]
  %647 = mul i32 %645, 33
  %648 = load i8, ptr %644, align 1, !tbaa !6
  %649 = zext i8 %648 to i32
  %650 = add i32 %647, %649
  %651 = getelementptr inbounds i8, ptr %644, i64 1
  %652 = add i64 %646, 1
  %653 = icmp eq i64 %652, %588
  br i1 %653, label %654, label %643, !llvm.loop !16

654:                                              ; preds = %638, %643, %580
  %655 = phi i32 [ 5, %580 ], [ %639, %638 ], [ %650, %643 ]
  %656 = xor i32 %655, %45
  %657 = mul i32 %656, 16777619
  store i32 %657, ptr @h, align 4, !tbaa !2
  br label %662

658:                                              ; preds = %579
  br label %662

659:                                              ; preds = %341
  br label %662

660:                                              ; preds = %578
  br label %662

661:                                              ; preds = %72, %72, %72
  br label %662

662:                                              ; preds = %661, %660, %659, %658, %654, %579, %578, %573, %500, %495, %422, %421, %420, %416, %341, %335, %257, %249, %243, %168, %160, %79, %74, %73, %72, %69, %68, %65, %65, %57, %32
  %663 = phi i32 [ %33, %32 ], [ %33, %654 ], [ %33, %658 ], [ %33, %573 ], [ %33, %500 ], [ %33, %422 ], [ %33, %495 ], [ %33, %420 ], [ %33, %416 ], [ %33, %257 ], [ %33, %335 ], [ %33, %249 ], [ %33, %168 ], [ %33, %243 ], [ %33, %79 ], [ %89, %160 ], [ %33, %73 ], [ %33, %74 ], [ %33, %57 ], [ %33, %65 ], [ %33, %65 ], [ %33, %72 ], [ %33, %341 ], [ %33, %659 ], [ %33, %421 ], [ %33, %578 ], [ %33, %660 ], [ %33, %579 ], [ %33, %661 ], [ %33, %68 ], [ %33, %69 ]
  %664 = phi i32 [ %34, %32 ], [ %34, %654 ], [ %34, %658 ], [ %34, %573 ], [ %34, %500 ], [ %34, %422 ], [ %34, %495 ], [ %34, %420 ], [ %34, %416 ], [ %34, %257 ], [ %339, %335 ], [ %34, %249 ], [ %34, %168 ], [ %247, %243 ], [ %34, %79 ], [ %34, %160 ], [ %34, %73 ], [ %34, %74 ], [ %34, %57 ], [ %34, %65 ], [ %34, %65 ], [ %34, %72 ], [ %34, %341 ], [ %34, %659 ], [ %34, %421 ], [ %34, %578 ], [ %34, %660 ], [ %34, %579 ], [ %34, %661 ], [ %34, %68 ], [ %34, %69 ]
  %665 = phi i32 [ %35, %32 ], [ %35, %654 ], [ %35, %658 ], [ %35, %573 ], [ %35, %500 ], [ %35, %422 ], [ %35, %495 ], [ %35, %420 ], [ %35, %416 ], [ %35, %257 ], [ %264, %335 ], [ %35, %249 ], [ %35, %168 ], [ %172, %243 ], [ %35, %79 ], [ %35, %160 ], [ %35, %73 ], [ %35, %74 ], [ %35, %57 ], [ %35, %65 ], [ %35, %65 ], [ %35, %72 ], [ %35, %341 ], [ %35, %659 ], [ %35, %421 ], [ %35, %578 ], [ %35, %660 ], [ %35, %579 ], [ %35, %661 ], [ %35, %68 ], [ %35, %69 ]
  %666 = phi i32 [ %36, %32 ], [ %36, %654 ], [ %36, %658 ], [ %36, %573 ], [ %36, %500 ], [ %36, %422 ], [ %36, %495 ], [ %36, %420 ], [ %344, %416 ], [ %36, %257 ], [ %36, %335 ], [ %36, %249 ], [ %36, %168 ], [ %36, %243 ], [ %36, %79 ], [ %36, %160 ], [ %36, %73 ], [ %36, %74 ], [ %36, %57 ], [ %36, %65 ], [ %36, %65 ], [ %36, %72 ], [ %36, %341 ], [ %36, %659 ], [ %36, %421 ], [ %36, %578 ], [ %36, %660 ], [ %36, %579 ], [ %36, %661 ], [ %36, %68 ], [ %36, %69 ]
  %667 = phi i32 [ %37, %32 ], [ %37, %654 ], [ %37, %658 ], [ %37, %573 ], [ %37, %500 ], [ %37, %422 ], [ %424, %495 ], [ %37, %420 ], [ %37, %416 ], [ %37, %257 ], [ %37, %335 ], [ %37, %249 ], [ %37, %168 ], [ %37, %243 ], [ %37, %79 ], [ %37, %160 ], [ %37, %73 ], [ %75, %74 ], [ %37, %57 ], [ %37, %65 ], [ %37, %65 ], [ %37, %72 ], [ %37, %341 ], [ %37, %659 ], [ %37, %421 ], [ %37, %578 ], [ %37, %660 ], [ %37, %579 ], [ %37, %661 ], [ %37, %68 ], [ %37, %69 ]
  %668 = phi i32 [ %38, %32 ], [ %657, %654 ], [ %38, %658 ], [ %576, %573 ], [ %38, %500 ], [ %38, %422 ], [ %498, %495 ], [ %38, %420 ], [ %419, %416 ], [ %38, %257 ], [ %338, %335 ], [ %38, %249 ], [ %38, %168 ], [ %246, %243 ], [ %38, %79 ], [ %163, %160 ], [ %38, %73 ], [ %78, %74 ], [ %38, %57 ], [ %38, %65 ], [ %38, %65 ], [ %38, %72 ], [ %38, %341 ], [ %38, %659 ], [ %38, %421 ], [ %38, %578 ], [ %38, %660 ], [ %38, %579 ], [ %38, %661 ], [ %38, %68 ], [ %38, %69 ]
  %669 = phi i32 [ %39, %32 ], [ %582, %654 ], [ %39, %658 ], [ %502, %573 ], [ %39, %500 ], [ %39, %422 ], [ %39, %495 ], [ %39, %420 ], [ %39, %416 ], [ %39, %257 ], [ %39, %335 ], [ %39, %249 ], [ %39, %168 ], [ %39, %243 ], [ %39, %79 ], [ %39, %160 ], [ %39, %73 ], [ %39, %74 ], [ %39, %57 ], [ %39, %65 ], [ %39, %65 ], [ %39, %72 ], [ %39, %341 ], [ %39, %659 ], [ %39, %421 ], [ %39, %578 ], [ %39, %660 ], [ %39, %579 ], [ %39, %661 ], [ %39, %68 ], [ %39, %69 ]
  %670 = phi i32 [ %40, %32 ], [ %40, %654 ], [ %40, %658 ], [ %40, %573 ], [ %40, %500 ], [ %40, %422 ], [ %40, %495 ], [ %40, %420 ], [ %40, %416 ], [ %40, %257 ], [ %40, %335 ], [ %40, %249 ], [ %40, %168 ], [ %40, %243 ], [ %40, %79 ], [ %89, %160 ], [ %40, %73 ], [ %40, %74 ], [ %40, %57 ], [ %40, %65 ], [ %40, %65 ], [ %40, %72 ], [ %40, %341 ], [ %40, %659 ], [ %40, %421 ], [ %40, %578 ], [ %40, %660 ], [ %40, %579 ], [ %40, %661 ], [ %40, %68 ], [ %40, %69 ]
  %671 = phi i32 [ %41, %32 ], [ %41, %654 ], [ %41, %658 ], [ %41, %573 ], [ %41, %500 ], [ %41, %422 ], [ %41, %495 ], [ %41, %420 ], [ %41, %416 ], [ %41, %257 ], [ %339, %335 ], [ %41, %249 ], [ %41, %168 ], [ %247, %243 ], [ %41, %79 ], [ %41, %160 ], [ %41, %73 ], [ %41, %74 ], [ %41, %57 ], [ %41, %65 ], [ %41, %65 ], [ %41, %72 ], [ %41, %341 ], [ %41, %659 ], [ %41, %421 ], [ %41, %578 ], [ %41, %660 ], [ %41, %579 ], [ %41, %661 ], [ %41, %68 ], [ %41, %69 ]
  %672 = phi i32 [ %42, %32 ], [ %42, %654 ], [ %42, %658 ], [ %42, %573 ], [ %42, %500 ], [ %42, %422 ], [ %42, %495 ], [ %42, %420 ], [ %42, %416 ], [ %42, %257 ], [ %264, %335 ], [ %42, %249 ], [ %42, %168 ], [ %172, %243 ], [ %42, %79 ], [ %42, %160 ], [ %42, %73 ], [ %42, %74 ], [ %42, %57 ], [ %42, %65 ], [ %42, %65 ], [ %42, %72 ], [ %42, %341 ], [ %42, %659 ], [ %42, %421 ], [ %42, %578 ], [ %42, %660 ], [ %42, %579 ], [ %42, %661 ], [ %42, %68 ], [ %42, %69 ]
  %673 = phi i32 [ %43, %32 ], [ %43, %654 ], [ %43, %658 ], [ %43, %573 ], [ %43, %500 ], [ %43, %422 ], [ %43, %495 ], [ %43, %420 ], [ %344, %416 ], [ %43, %257 ], [ %43, %335 ], [ %43, %249 ], [ %43, %168 ], [ %43, %243 ], [ %43, %79 ], [ %43, %160 ], [ %43, %73 ], [ %43, %74 ], [ %43, %57 ], [ %43, %65 ], [ %43, %65 ], [ %43, %72 ], [ %43, %341 ], [ %43, %659 ], [ %43, %421 ], [ %43, %578 ], [ %43, %660 ], [ %43, %579 ], [ %43, %661 ], [ %43, %68 ], [ %43, %69 ]
  %674 = phi i32 [ %44, %32 ], [ %44, %654 ], [ %44, %658 ], [ %44, %573 ], [ %44, %500 ], [ %44, %422 ], [ %424, %495 ], [ %44, %420 ], [ %44, %416 ], [ %44, %257 ], [ %44, %335 ], [ %44, %249 ], [ %44, %168 ], [ %44, %243 ], [ %44, %79 ], [ %44, %160 ], [ %44, %73 ], [ %75, %74 ], [ %44, %57 ], [ %44, %65 ], [ %44, %65 ], [ %44, %72 ], [ %44, %341 ], [ %44, %659 ], [ %44, %421 ], [ %44, %578 ], [ %44, %660 ], [ %44, %579 ], [ %44, %661 ], [ %44, %68 ], [ %44, %69 ]
  %675 = phi i32 [ %45, %32 ], [ %657, %654 ], [ %45, %658 ], [ %576, %573 ], [ %45, %500 ], [ %45, %422 ], [ %498, %495 ], [ %45, %420 ], [ %419, %416 ], [ %45, %257 ], [ %338, %335 ], [ %45, %249 ], [ %45, %168 ], [ %246, %243 ], [ %45, %79 ], [ %163, %160 ], [ %45, %73 ], [ %78, %74 ], [ %45, %57 ], [ %45, %65 ], [ %45, %65 ], [ %45, %72 ], [ %45, %341 ], [ %45, %659 ], [ %45, %421 ], [ %45, %578 ], [ %45, %660 ], [ %45, %579 ], [ %45, %661 ], [ %45, %68 ], [ %45, %69 ]
  %676 = phi i32 [ %46, %32 ], [ %582, %654 ], [ %46, %658 ], [ %502, %573 ], [ %46, %500 ], [ %46, %422 ], [ %46, %495 ], [ %46, %420 ], [ %46, %416 ], [ %46, %257 ], [ %46, %335 ], [ %46, %249 ], [ %46, %168 ], [ %46, %243 ], [ %46, %79 ], [ %46, %160 ], [ %46, %73 ], [ %46, %74 ], [ %46, %57 ], [ %46, %65 ], [ %46, %65 ], [ %46, %72 ], [ %46, %341 ], [ %46, %659 ], [ %46, %421 ], [ %46, %578 ], [ %46, %660 ], [ %46, %579 ], [ %46, %661 ], [ %46, %68 ], [ %46, %69 ]
  %677 = phi ptr [ %47, %32 ], [ %47, %654 ], [ %47, %658 ], [ %47, %573 ], [ %47, %500 ], [ %47, %422 ], [ %47, %495 ], [ %47, %420 ], [ %47, %416 ], [ %47, %257 ], [ %47, %335 ], [ %47, %249 ], [ %47, %168 ], [ %47, %243 ], [ %47, %79 ], [ %47, %160 ], [ %49, %73 ], [ %49, %74 ], [ %49, %57 ], [ %49, %65 ], [ %49, %65 ], [ %49, %72 ], [ %47, %341 ], [ %47, %659 ], [ %47, %421 ], [ %47, %578 ], [ %47, %660 ], [ %47, %579 ], [ %49, %661 ], [ %49, %68 ], [ %49, %69 ]
  %678 = phi i32 [ %48, %32 ], [ %48, %654 ], [ %48, %658 ], [ %48, %573 ], [ %48, %500 ], [ %48, %422 ], [ %48, %495 ], [ %48, %420 ], [ %48, %416 ], [ %262, %257 ], [ %48, %335 ], [ %48, %249 ], [ %170, %168 ], [ %48, %243 ], [ %48, %79 ], [ %48, %160 ], [ %48, %73 ], [ %48, %74 ], [ %48, %57 ], [ 0, %65 ], [ 0, %65 ], [ %48, %72 ], [ %48, %341 ], [ %48, %659 ], [ %48, %421 ], [ %48, %578 ], [ %48, %660 ], [ %48, %579 ], [ %48, %661 ], [ 0, %68 ], [ %70, %69 ]
  %679 = phi ptr [ %49, %32 ], [ %49, %654 ], [ %49, %658 ], [ %577, %573 ], [ %49, %500 ], [ %49, %422 ], [ %499, %495 ], [ %49, %420 ], [ %49, %416 ], [ %49, %257 ], [ %340, %335 ], [ %49, %249 ], [ %49, %168 ], [ %248, %243 ], [ %49, %79 ], [ %164, %160 ], [ %49, %73 ], [ %49, %74 ], [ %49, %57 ], [ %49, %65 ], [ %49, %65 ], [ %49, %72 ], [ %49, %341 ], [ %49, %659 ], [ %49, %421 ], [ %49, %578 ], [ %49, %660 ], [ %49, %579 ], [ %49, %661 ], [ %49, %68 ], [ %49, %69 ]
  %680 = phi i32 [ %50, %32 ], [ 0, %654 ], [ 9, %658 ], [ 0, %573 ], [ 8, %500 ], [ 9, %422 ], [ 0, %495 ], [ 5, %420 ], [ 0, %416 ], [ 4, %257 ], [ 0, %335 ], [ 4, %249 ], [ 2, %168 ], [ 0, %243 ], [ 1, %79 ], [ 0, %160 ], [ 7, %73 ], [ 0, %74 ], [ 1, %57 ], [ 3, %65 ], [ 3, %65 ], [ 5, %72 ], [ 6, %341 ], [ 5, %659 ], [ 8, %421 ], [ 10, %578 ], [ 9, %660 ], [ 10, %579 ], [ 0, %661 ], [ 2, %68 ], [ 2, %69 ]
  %681 = getelementptr inbounds i8, ptr %679, i64 1
  br label %32

682:                                              ; preds = %55, %341, %578
  %683 = add nuw nsw i64 %23, 1
  %684 = icmp eq i64 %683, 4
  br i1 %684, label %8, label %22, !llvm.loop !17

685:                                              ; preds = %8, %690
  %686 = phi i32 [ 0, %8 ], [ %691, %690 ]
  %687 = phi i32 [ %21, %8 ], [ %735, %690 ]
  br label %693

688:                                              ; preds = %690
  store i32 %735, ptr @h, align 4, !tbaa !2
  %689 = and i32 %735, 2147483647
  ret i32 %689

690:                                              ; preds = %724
  %691 = add nuw nsw i32 %686, 1
  %692 = icmp eq i32 %691, 10
  br i1 %692, label %688, label %685, !llvm.loop !18

693:                                              ; preds = %685, %724
  %694 = phi i64 [ 0, %685 ], [ %736, %724 ]
  %695 = phi i32 [ %687, %685 ], [ %735, %724 ]
  %696 = getelementptr inbounds [15 x ptr], ptr @main.cands, i64 0, i64 %694
  %697 = load ptr, ptr %696, align 8, !tbaa !19
  %698 = load i8, ptr %697, align 1, !tbaa !6
  %699 = icmp eq i8 %698, 0
  br i1 %699, label %724, label %700

700:                                              ; preds = %693, %714
  %701 = phi i8 [ %720, %714 ], [ %698, %693 ]
  %702 = phi i32 [ %718, %714 ], [ 0, %693 ]
  %703 = phi ptr [ %719, %714 ], [ %697, %693 ]
  %704 = zext nneg i32 %702 to i64
  %705 = zext i8 %701 to i32
  %706 = add nsw i32 %705, -58
  %707 = icmp ult i32 %706, -10
  br i1 %707, label %708, label %714

708:                                              ; preds = %700
  switch i8 %701, label %710 [
    i8 45, label %714
    i8 43, label %714
    i8 46, label %709
  ]

709:                                              ; preds = %708
  br label %714

710:                                              ; preds = %708
  %711 = and i32 %705, 223
  %712 = icmp eq i32 %711, 69
  %713 = select i1 %712, i64 3, i64 4
  br label %714

714:                                              ; preds = %710, %709, %708, %708, %700
  %715 = phi i64 [ 2, %709 ], [ 0, %700 ], [ 1, %708 ], [ 1, %708 ], [ %713, %710 ]
  %716 = getelementptr inbounds [9 x [5 x i8]], ptr @trans, i64 0, i64 %704, i64 %715
  %717 = load i8, ptr %716, align 1, !tbaa !6
  %718 = zext i8 %717 to i32
  %719 = getelementptr inbounds i8, ptr %703, i64 1
  %720 = load i8, ptr %719, align 1, !tbaa !6
  %721 = icmp ne i8 %720, 0
  %722 = icmp ne i8 %717, 9
  %723 = select i1 %721, i1 %722, i1 false
  br i1 %723, label %700, label %724, !llvm.loop !21

724:                                              ; preds = %714, %693
  %725 = phi i32 [ 0, %693 ], [ %718, %714 ]
  %726 = icmp ult i32 %725, 8
  %727 = lshr i32 148, %725
  %728 = and i32 %727, 1
  %729 = icmp ne i32 %728, 0
  %730 = select i1 %726, i1 %729, i1 false
  %731 = zext i1 %730 to i32
  %732 = trunc nuw nsw i64 %694 to i32
  %733 = shl nuw nsw i32 %731, %732
  %734 = xor i32 %733, %695
  %735 = mul i32 %734, 16777619
  %736 = add nuw nsw i64 %694, 1
  %737 = icmp eq i64 %736, 15
  br i1 %737, label %690, label %693, !llvm.loop !22
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!4, !4, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !4, i64 0}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
