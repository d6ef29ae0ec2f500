; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@peg_load = internal unnamed_addr global [3 x i32] zeroinitializer, align 4
@moves = internal unnamed_addr global i32 0, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @h, align 4, !tbaa !2
  %2 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 0) #4
  %3 = xor i32 %1, %2
  %4 = mul i32 %3, 16777619
  %5 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 1) #4
  %6 = xor i32 %4, %5
  %7 = mul i32 %6, 16777619
  %8 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 2) #4
  %9 = xor i32 %7, %8
  %10 = mul i32 %9, 16777619
  %11 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 3) #4
  %12 = xor i32 %10, %11
  %13 = mul i32 %12, 16777619
  %14 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 4) #4
  %15 = xor i32 %13, %14
  %16 = mul i32 %15, 16777619
  %17 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 0) #4
  %18 = xor i32 %16, %17
  %19 = mul i32 %18, 16777619
  %20 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 1) #4
  %21 = xor i32 %19, %20
  %22 = mul i32 %21, 16777619
  %23 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 2) #4
  %24 = xor i32 %22, %23
  %25 = mul i32 %24, 16777619
  %26 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 3) #4
  %27 = xor i32 %25, %26
  %28 = mul i32 %27, 16777619
  %29 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 4) #4
  %30 = xor i32 %28, %29
  %31 = mul i32 %30, 16777619
  %32 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 0) #4
  %33 = xor i32 %31, %32
  %34 = mul i32 %33, 16777619
  %35 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 1) #4
  %36 = xor i32 %34, %35
  %37 = mul i32 %36, 16777619
  %38 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 2) #4
  %39 = xor i32 %37, %38
  %40 = mul i32 %39, 16777619
  %41 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3) #4
  %42 = xor i32 %40, %41
  %43 = mul i32 %42, 16777619
  %44 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 4) #4
  %45 = xor i32 %43, %44
  %46 = mul i32 %45, 16777619
  %47 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 2) #4
  %48 = xor i32 %46, %47
  %49 = mul i32 %48, 16777619
  store i32 %49, ptr @h, align 4, !tbaa !2
  %50 = icmp eq i32 %47, 29
  br i1 %50, label %53, label %51

51:                                               ; preds = %0
  tail call void @abort() #5
  %52 = load i32, ptr @h, align 4, !tbaa !2
  br label %53

53:                                               ; preds = %51, %0
  %54 = phi i32 [ %52, %51 ], [ %49, %0 ]
  %55 = tail call fastcc i32 @fib(i32 noundef 0) #4
  %56 = xor i32 %54, %55
  %57 = mul i32 %56, 16777619
  %58 = tail call fastcc i32 @fib(i32 noundef 4) #4
  %59 = xor i32 %57, %58
  %60 = mul i32 %59, 16777619
  %61 = tail call fastcc i32 @fib(i32 noundef 8) #4
  %62 = xor i32 %60, %61
  %63 = mul i32 %62, 16777619
  %64 = tail call fastcc i32 @fib(i32 noundef 12) #4
  %65 = xor i32 %63, %64
  %66 = mul i32 %65, 16777619
  %67 = tail call fastcc i32 @fib(i32 noundef 16) #4
  %68 = xor i32 %66, %67
  %69 = mul i32 %68, 16777619
  store i32 %69, ptr @h, align 4, !tbaa !2
  %70 = icmp eq i32 %67, 987
  br i1 %70, label %73, label %71

71:                                               ; preds = %53
  tail call void @abort() #5
  %72 = load i32, ptr @h, align 4, !tbaa !2
  br label %73

73:                                               ; preds = %71, %53
  %74 = phi i32 [ %69, %53 ], [ %72, %71 ]
  br label %75

75:                                               ; preds = %73, %169
  %76 = phi i32 [ %173, %169 ], [ 1, %73 ]
  %77 = phi i32 [ %172, %169 ], [ %74, %73 ]
  %78 = mul nuw nsw i32 %76, 7
  br label %85

79:                                               ; preds = %169
  store i32 %172, ptr @h, align 4, !tbaa !2
  store i32 9, ptr @peg_load, align 4, !tbaa !2
  tail call fastcc void @hanoi(i32 noundef 9, i32 noundef 0, i32 noundef 2, i32 noundef 1) #4
  %80 = load i32, ptr @moves, align 4, !tbaa !2
  %81 = icmp ne i32 %80, 511
  %82 = load i32, ptr getelementptr inbounds (i8, ptr @peg_load, i64 8), align 4
  %83 = icmp ne i32 %82, 9
  %84 = select i1 %81, i1 true, i1 %83
  br i1 %84, label %175, label %177

85:                                               ; preds = %75, %85
  %86 = phi i32 [ %88, %85 ], [ 3, %75 ]
  %87 = phi i32 [ %86, %85 ], [ %78, %75 ]
  %88 = urem i32 %87, %86
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %85

90:                                               ; preds = %85
  %91 = xor i32 %77, %86
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i32 [ %95, %92 ], [ 90, %90 ]
  %94 = phi i32 [ %93, %92 ], [ %78, %90 ]
  %95 = urem i32 %94, %93
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %92

97:                                               ; preds = %92
  %98 = mul i32 %91, 16777619
  %99 = xor i32 %98, %93
  br label %100

100:                                              ; preds = %100, %97
  %101 = phi i32 [ %103, %100 ], [ 177, %97 ]
  %102 = phi i32 [ %101, %100 ], [ %78, %97 ]
  %103 = urem i32 %102, %101
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %100

105:                                              ; preds = %100
  %106 = mul i32 %99, 16777619
  %107 = xor i32 %106, %101
  br label %108

108:                                              ; preds = %108, %105
  %109 = phi i32 [ %111, %108 ], [ 264, %105 ]
  %110 = phi i32 [ %109, %108 ], [ %78, %105 ]
  %111 = urem i32 %110, %109
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %108

113:                                              ; preds = %108
  %114 = mul i32 %107, 16777619
  %115 = xor i32 %114, %109
  br label %116

116:                                              ; preds = %116, %113
  %117 = phi i32 [ %119, %116 ], [ 351, %113 ]
  %118 = phi i32 [ %117, %116 ], [ %78, %113 ]
  %119 = urem i32 %118, %117
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %121, label %116

121:                                              ; preds = %116
  %122 = mul i32 %115, 16777619
  %123 = xor i32 %122, %117
  br label %124

124:                                              ; preds = %124, %121
  %125 = phi i32 [ %127, %124 ], [ 438, %121 ]
  %126 = phi i32 [ %125, %124 ], [ %78, %121 ]
  %127 = urem i32 %126, %125
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %129, label %124

129:                                              ; preds = %124
  %130 = mul i32 %123, 16777619
  %131 = xor i32 %130, %125
  br label %132

132:                                              ; preds = %132, %129
  %133 = phi i32 [ %135, %132 ], [ 525, %129 ]
  %134 = phi i32 [ %133, %132 ], [ %78, %129 ]
  %135 = urem i32 %134, %133
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %132

137:                                              ; preds = %132
  %138 = mul i32 %131, 16777619
  %139 = xor i32 %138, %133
  br label %140

140:                                              ; preds = %140, %137
  %141 = phi i32 [ %143, %140 ], [ 612, %137 ]
  %142 = phi i32 [ %141, %140 ], [ %78, %137 ]
  %143 = urem i32 %142, %141
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %145, label %140

145:                                              ; preds = %140
  %146 = mul i32 %139, 16777619
  %147 = xor i32 %146, %141
  br label %148

148:                                              ; preds = %148, %145
  %149 = phi i32 [ %151, %148 ], [ 699, %145 ]
  %150 = phi i32 [ %149, %148 ], [ %78, %145 ]
  %151 = urem i32 %150, %149
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %153, label %148

153:                                              ; preds = %148
  %154 = mul i32 %147, 16777619
  %155 = xor i32 %154, %149
  br label %156

156:                                              ; preds = %156, %153
  %157 = phi i32 [ %159, %156 ], [ 786, %153 ]
  %158 = phi i32 [ %157, %156 ], [ %78, %153 ]
  %159 = urem i32 %158, %157
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %161, label %156

161:                                              ; preds = %156
  %162 = mul i32 %155, 16777619
  %163 = xor i32 %162, %157
  br label %164

164:                                              ; preds = %164, %161
  %165 = phi i32 [ %167, %164 ], [ 873, %161 ]
  %166 = phi i32 [ %165, %164 ], [ %78, %161 ]
  %167 = urem i32 %166, %165
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %164

169:                                              ; preds = %164
  %170 = mul i32 %163, 16777619
  %171 = xor i32 %170, %165
  %172 = mul i32 %171, 16777619
  %173 = add nuw nsw i32 %76, 13
  %174 = icmp ult i32 %76, 187
  br i1 %174, label %75, label %79, !llvm.loop !6

175:                                              ; preds = %79
  tail call void @abort() #5
  %176 = load i32, ptr @moves, align 4, !tbaa !2
  br label %177

177:                                              ; preds = %79, %175
  %178 = phi i32 [ 511, %79 ], [ %176, %175 ]
  %179 = load i32, ptr @h, align 4, !tbaa !2
  %180 = xor i32 %179, %178
  %181 = mul i32 %180, 16777619
  br label %182

182:                                              ; preds = %177, %234
  %183 = phi i32 [ 0, %177 ], [ %239, %234 ]
  %184 = phi i32 [ %181, %177 ], [ %238, %234 ]
  br label %219

185:                                              ; preds = %234
  %186 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 0) #4
  %187 = xor i32 %238, %186
  %188 = mul i32 %187, 16777619
  %189 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 1) #4
  %190 = xor i32 %188, %189
  %191 = mul i32 %190, 16777619
  %192 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 2) #4
  %193 = xor i32 %191, %192
  %194 = mul i32 %193, 16777619
  %195 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 3) #4
  %196 = xor i32 %194, %195
  %197 = mul i32 %196, 16777619
  %198 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 4) #4
  %199 = xor i32 %197, %198
  %200 = mul i32 %199, 16777619
  %201 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 5) #4
  %202 = xor i32 %200, %201
  %203 = mul i32 %202, 16777619
  %204 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 6) #4
  %205 = xor i32 %203, %204
  %206 = mul i32 %205, 16777619
  %207 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 7) #4
  %208 = xor i32 %206, %207
  %209 = mul i32 %208, 16777619
  %210 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 8) #4
  %211 = xor i32 %209, %210
  %212 = mul i32 %211, 16777619
  %213 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 9) #4
  %214 = xor i32 %212, %213
  %215 = mul i32 %214, 16777619
  %216 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 10) #4
  %217 = xor i32 %215, %216
  %218 = mul i32 %217, 16777619
  br label %243

219:                                              ; preds = %182, %221
  %220 = phi i32 [ %222, %221 ], [ %183, %182 ]
  switch i32 %220, label %221 [
    i32 0, label %224
    i32 1, label %223
  ]

221:                                              ; preds = %219
  %222 = add nsw i32 %220, -2
  br label %219

223:                                              ; preds = %219
  br label %224

224:                                              ; preds = %219, %223
  %225 = phi i32 [ 0, %223 ], [ 2, %219 ]
  %226 = icmp eq i32 %183, 0
  br i1 %226, label %234, label %227

227:                                              ; preds = %224
  %228 = add nsw i32 %183, -1
  br label %229

229:                                              ; preds = %231, %227
  %230 = phi i32 [ %228, %227 ], [ %232, %231 ]
  switch i32 %230, label %231 [
    i32 0, label %233
    i32 1, label %234
  ]

231:                                              ; preds = %229
  %232 = add nsw i32 %230, -2
  br label %229

233:                                              ; preds = %229
  br label %234

234:                                              ; preds = %229, %233, %224
  %235 = phi i32 [ 0, %224 ], [ 1, %233 ], [ 0, %229 ]
  %236 = or disjoint i32 %235, %225
  %237 = xor i32 %184, %236
  %238 = mul i32 %237, 16777619
  %239 = add nuw nsw i32 %183, 3
  %240 = icmp ult i32 %183, 37
  br i1 %240, label %182, label %185, !llvm.loop !8

241:                                              ; preds = %254
  store i32 %259, ptr @h, align 4, !tbaa !2
  %242 = and i32 %259, 2147483647
  ret i32 %242

243:                                              ; preds = %185, %254
  %244 = phi i32 [ 1, %185 ], [ %261, %254 ]
  %245 = phi i32 [ %218, %185 ], [ %259, %254 ]
  %246 = icmp ult i32 %244, 7
  br i1 %246, label %254, label %247

247:                                              ; preds = %243, %247
  %248 = phi i32 [ %251, %247 ], [ %244, %243 ]
  %249 = phi i32 [ %252, %247 ], [ 0, %243 ]
  %250 = urem i32 %248, 7
  %251 = udiv i32 %248, 7
  %252 = add nuw nsw i32 %250, %249
  %253 = icmp ult i32 %248, 49
  br i1 %253, label %254, label %247

254:                                              ; preds = %247, %243
  %255 = phi i32 [ 0, %243 ], [ %252, %247 ]
  %256 = phi i32 [ %244, %243 ], [ %251, %247 ]
  %257 = add nsw i32 %256, %255
  %258 = xor i32 %245, %257
  %259 = mul i32 %258, 16777619
  %260 = mul nuw nsw i32 %244, 3
  %261 = add nuw nsw i32 %260, 1
  %262 = icmp ult i32 %244, 33333
  br i1 %262, label %243, label %241, !llvm.loop !9
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16) #4
  br label %11
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6) #4
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %23, label %6

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds [3 x i32], ptr @peg_load, i64 0, i64 %7
  br label %9

9:                                                ; preds = %6, %9
  %10 = phi i32 [ %3, %6 ], [ %11, %9 ]
  %11 = phi i32 [ %1, %6 ], [ %10, %9 ]
  %12 = phi i32 [ %0, %6 ], [ %13, %9 ]
  %13 = add nsw i32 %12, -1
  tail call fastcc void @hanoi(i32 noundef %13, i32 noundef %11, i32 noundef %10, i32 noundef %2) #4
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds [3 x i32], ptr @peg_load, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !2
  %17 = add nsw i32 %16, -1
  store i32 %17, ptr %15, align 4, !tbaa !2
  %18 = load i32, ptr %8, align 4, !tbaa !2
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %8, align 4, !tbaa !2
  %20 = load i32, ptr @moves, align 4, !tbaa !2
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @moves, align 4, !tbaa !2
  %22 = icmp eq i32 %13, 0
  br i1 %22, label %23, label %9

23:                                               ; preds = %9, %4
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i32 [ 0, %6 ], [ %13, %8 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i32 @binom(i32 noundef %11, i32 noundef %7) #4
  %13 = add nsw i32 %12, %10
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8

15:                                               ; preds = %8
  %16 = add nsw i32 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i32 [ 1, %2 ], [ %16, %15 ]
  ret i32 %18
}

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
