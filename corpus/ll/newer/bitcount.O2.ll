; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev4 = internal unnamed_addr constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 16
@rev8 = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4
@nibble_pop = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ]
  %3 = and i64 %2, 14
  %4 = getelementptr inbounds [16 x i8], ptr @rev4, i64 0, i64 %3
  %5 = load i8, ptr %4, align 2, !tbaa !2
  %6 = shl i8 %5, 4
  %7 = lshr i64 %2, 4
  %8 = and i64 %7, 268435455
  %9 = getelementptr inbounds [16 x i8], ptr @rev4, i64 0, i64 %8
  %10 = load i8, ptr %9, align 1, !tbaa !2
  %11 = add i8 %6, %10
  %12 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %2
  store i8 %11, ptr %12, align 2, !tbaa !2
  %13 = or disjoint i64 %2, 1
  %14 = and i64 %13, 15
  %15 = getelementptr inbounds [16 x i8], ptr @rev4, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !2
  %17 = shl i8 %16, 4
  %18 = add i8 %17, %10
  %19 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %13
  store i8 %18, ptr %19, align 1, !tbaa !2
  %20 = add nuw nsw i64 %2, 2
  %21 = icmp eq i64 %20, 256
  br i1 %21, label %24, label %1, !llvm.loop !5

22:                                               ; preds = %282
  %23 = and i32 %285, 2147483647
  ret i32 %23

24:                                               ; preds = %1, %282
  %25 = phi i32 [ %32, %282 ], [ 625341585, %1 ]
  %26 = phi i32 [ %286, %282 ], [ 0, %1 ]
  %27 = shl i32 %25, 13
  %28 = xor i32 %27, %25
  %29 = lshr i32 %28, 17
  %30 = xor i32 %29, %28
  %31 = shl i32 %30, 5
  %32 = xor i32 %31, %30
  %33 = and i32 %26, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 3
  %36 = lshr i32 %32, 7
  %37 = and i32 %35, %36
  %38 = select i1 %34, i32 %37, i32 -1
  %39 = and i32 %38, %32
  %40 = and i32 %39, 15
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !2
  %44 = zext i8 %43 to i32
  %45 = lshr i32 %39, 4
  %46 = and i32 %45, 15
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !2
  %50 = zext i8 %49 to i32
  %51 = add nuw nsw i32 %50, %44
  %52 = lshr i32 %39, 8
  %53 = and i32 %52, 15
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !2
  %57 = zext i8 %56 to i32
  %58 = add nuw nsw i32 %51, %57
  %59 = lshr i32 %39, 12
  %60 = and i32 %59, 15
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %61
  %63 = load i8, ptr %62, align 1, !tbaa !2
  %64 = zext i8 %63 to i32
  %65 = add nuw nsw i32 %58, %64
  %66 = lshr i32 %39, 16
  %67 = and i32 %66, 15
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !2
  %71 = zext i8 %70 to i32
  %72 = add nuw nsw i32 %65, %71
  %73 = lshr i32 %39, 20
  %74 = and i32 %73, 15
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !2
  %78 = zext i8 %77 to i32
  %79 = add nuw nsw i32 %72, %78
  %80 = lshr i32 %39, 24
  %81 = and i32 %80, 15
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %82
  %84 = load i8, ptr %83, align 1, !tbaa !2
  %85 = zext i8 %84 to i32
  %86 = add nuw nsw i32 %79, %85
  %87 = lshr i32 %39, 28
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %88
  %90 = load i8, ptr %89, align 1, !tbaa !2
  %91 = zext i8 %90 to i32
  %92 = add nuw nsw i32 %86, %91
  %93 = lshr i32 %39, 1
  %94 = and i32 %93, 1431655765
  %95 = sub i32 %39, %94
  %96 = and i32 %95, 858993459
  %97 = lshr i32 %95, 2
  %98 = and i32 %97, 858993459
  %99 = add nuw nsw i32 %98, %96
  %100 = lshr i32 %99, 4
  %101 = add nuw nsw i32 %100, %99
  %102 = and i32 %101, 252645135
  %103 = lshr i32 %102, 8
  %104 = add nuw nsw i32 %103, %102
  %105 = lshr i32 %104, 16
  %106 = add nuw nsw i32 %105, %104
  %107 = and i32 %106, 63
  %108 = icmp eq i32 %92, %107
  br i1 %108, label %109, label %120

109:                                              ; preds = %24
  %110 = xor i32 %66, %39
  %111 = lshr i32 %110, 8
  %112 = xor i32 %111, %110
  %113 = lshr i32 %112, 4
  %114 = xor i32 %113, %112
  %115 = and i32 %114, 15
  %116 = lshr i32 27030, %115
  %117 = xor i32 %92, %116
  %118 = and i32 %117, 1
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %121, label %120

120:                                              ; preds = %109, %24
  tail call void @abort() #2
  br label %121

121:                                              ; preds = %120, %109
  %122 = load i32, ptr @h, align 4, !tbaa !7
  %123 = xor i32 %122, %92
  %124 = mul i32 %123, 16777619
  store i32 %124, ptr @h, align 4, !tbaa !7
  %125 = icmp eq i32 %39, 0
  br i1 %125, label %212, label %126

126:                                              ; preds = %121
  %127 = and i32 %39, 65535
  %128 = icmp eq i32 %127, 0
  %129 = select i1 %128, i32 %66, i32 %39
  %130 = select i1 %128, i32 16, i32 0
  %131 = and i32 %129, 255
  %132 = icmp eq i32 %131, 0
  %133 = or disjoint i32 %130, 8
  %134 = lshr exact i32 %129, 8
  %135 = select i1 %132, i32 %134, i32 %129
  %136 = select i1 %132, i32 %133, i32 %130
  %137 = and i32 %135, 15
  %138 = icmp eq i32 %137, 0
  %139 = or disjoint i32 %136, 4
  %140 = lshr exact i32 %135, 4
  %141 = select i1 %138, i32 %140, i32 %135
  %142 = select i1 %138, i32 %139, i32 %136
  %143 = and i32 %141, 3
  %144 = icmp eq i32 %143, 0
  %145 = or disjoint i32 %142, 2
  %146 = lshr exact i32 %141, 2
  %147 = select i1 %144, i32 %146, i32 %141
  %148 = select i1 %144, i32 %145, i32 %142
  %149 = and i32 %147, 1
  %150 = xor i32 %149, 1
  %151 = add nuw nsw i32 %150, %148
  %152 = icmp ult i32 %39, 65536
  %153 = shl nuw i32 %39, 16
  %154 = select i1 %152, i32 %153, i32 %39
  %155 = select i1 %152, i32 16, i32 0
  %156 = icmp ult i32 %154, 16777216
  %157 = or disjoint i32 %155, 8
  %158 = shl nuw i32 %154, 8
  %159 = select i1 %156, i32 %158, i32 %154
  %160 = select i1 %156, i32 %157, i32 %155
  %161 = icmp ult i32 %159, 268435456
  %162 = or disjoint i32 %160, 4
  %163 = shl nuw i32 %159, 4
  %164 = select i1 %161, i32 %163, i32 %159
  %165 = select i1 %161, i32 %162, i32 %160
  %166 = icmp ult i32 %164, 1073741824
  %167 = or disjoint i32 %165, 2
  %168 = shl nuw i32 %164, 2
  %169 = select i1 %166, i32 %168, i32 %164
  %170 = select i1 %166, i32 %167, i32 %165
  %171 = icmp sgt i32 %169, -1
  %172 = zext i1 %171 to i32
  %173 = add nuw nsw i32 %170, %172
  %174 = shl nuw i32 1, %151
  %175 = and i32 %174, %39
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %181, label %177

177:                                              ; preds = %126
  %178 = sub nsw i32 31, %173
  %179 = lshr i32 %39, %178
  %180 = icmp eq i32 %179, 1
  br i1 %180, label %183, label %181

181:                                              ; preds = %177, %126
  tail call void @abort() #2
  %182 = load i32, ptr @h, align 4, !tbaa !7
  br label %183

183:                                              ; preds = %181, %177
  %184 = phi i32 [ %182, %181 ], [ %124, %177 ]
  %185 = shl nuw nsw i32 %151, 5
  %186 = add nuw nsw i32 %185, %173
  %187 = xor i32 %184, %186
  %188 = mul i32 %187, 16777619
  %189 = sub i32 0, %39
  %190 = and i32 %39, %189
  %191 = xor i32 %188, %190
  %192 = mul i32 %191, 16777619
  %193 = add i32 %39, -1
  %194 = and i32 %193, %39
  %195 = xor i32 %192, %194
  %196 = mul i32 %195, 16777619
  %197 = and i32 %93, 2147483646
  %198 = lshr i32 %39, 2
  %199 = or i32 %39, %198
  %200 = or i32 %199, %93
  %201 = lshr i32 %200, 2
  %202 = or i32 %201, %197
  %203 = lshr i32 %202, 4
  %204 = or i32 %203, %202
  %205 = lshr i32 %204, 8
  %206 = or i32 %205, %204
  %207 = lshr i32 %206, 16
  %208 = or i32 %207, %206
  %209 = add nuw i32 %208, 1
  %210 = xor i32 %196, %209
  %211 = mul i32 %210, 16777619
  store i32 %211, ptr @h, align 4, !tbaa !7
  br label %212

212:                                              ; preds = %183, %121
  %213 = phi i32 [ %211, %183 ], [ %124, %121 ]
  %214 = and i32 %39, 255
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %215
  %217 = load i8, ptr %216, align 1, !tbaa !2
  %218 = zext i8 %217 to i32
  %219 = and i32 %52, 255
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %220
  %222 = load i8, ptr %221, align 1, !tbaa !2
  %223 = zext i8 %222 to i32
  %224 = and i32 %66, 255
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %225
  %227 = load i8, ptr %226, align 1, !tbaa !2
  %228 = zext i8 %227 to i32
  %229 = shl nuw nsw i32 %223, 16
  %230 = shl nuw i32 %218, 24
  %231 = shl nuw nsw i32 %228, 8
  %232 = zext nneg i32 %80 to i64
  %233 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %232
  %234 = load i8, ptr %233, align 1, !tbaa !2
  %235 = zext i8 %234 to i32
  %236 = or disjoint i32 %229, %230
  %237 = or disjoint i32 %236, %231
  %238 = or disjoint i32 %237, %235
  %239 = zext i8 %234 to i64
  %240 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %239
  %241 = load i8, ptr %240, align 1, !tbaa !2
  %242 = zext i8 %241 to i32
  %243 = zext i8 %227 to i64
  %244 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %243
  %245 = load i8, ptr %244, align 1, !tbaa !2
  %246 = zext i8 %245 to i32
  %247 = shl nuw nsw i32 %242, 16
  %248 = shl nuw nsw i32 %246, 8
  %249 = or disjoint i32 %248, %247
  %250 = zext i8 %222 to i64
  %251 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %250
  %252 = load i8, ptr %251, align 1, !tbaa !2
  %253 = zext i8 %252 to i32
  %254 = or disjoint i32 %249, %253
  %255 = shl nuw i32 %254, 8
  %256 = zext i8 %217 to i64
  %257 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %256
  %258 = load i8, ptr %257, align 1, !tbaa !2
  %259 = zext i8 %258 to i32
  %260 = or disjoint i32 %255, %259
  %261 = icmp eq i32 %260, %39
  br i1 %261, label %264, label %262

262:                                              ; preds = %212
  tail call void @abort() #2
  %263 = load i32, ptr @h, align 4, !tbaa !7
  br label %264

264:                                              ; preds = %262, %212
  %265 = phi i32 [ %263, %262 ], [ %213, %212 ]
  %266 = xor i32 %265, %238
  %267 = mul i32 %266, 16777619
  store i32 %267, ptr @h, align 4, !tbaa !7
  %268 = xor i32 %93, %39
  %269 = lshr i32 %268, 16
  %270 = xor i32 %269, %268
  %271 = lshr i32 %270, 8
  %272 = xor i32 %271, %270
  %273 = lshr i32 %272, 4
  %274 = xor i32 %273, %272
  %275 = lshr i32 %274, 2
  %276 = xor i32 %275, %274
  %277 = lshr i32 %276, 1
  %278 = xor i32 %277, %276
  %279 = icmp eq i32 %278, %39
  br i1 %279, label %282, label %280

280:                                              ; preds = %264
  tail call void @abort() #2
  %281 = load i32, ptr @h, align 4, !tbaa !7
  br label %282

282:                                              ; preds = %280, %264
  %283 = phi i32 [ %281, %280 ], [ %267, %264 ]
  %284 = xor i32 %283, %268
  %285 = mul i32 %284, 16777619
  store i32 %285, ptr @h, align 4, !tbaa !7
  %286 = add nuw nsw i32 %26, 1
  %287 = icmp eq i32 %286, 320
  br i1 %287, label %22, label %24, !llvm.loop !9
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !3, i64 0}
!9 = distinct !{!9, !6}
