; ModuleID = 'dotprod_fixed.c'
source_filename = "dotprod_fixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@va = dso_local local_unnamed_addr global [48 x i16] zeroinitializer, align 16
@vb = dso_local local_unnamed_addr global [48 x i16] zeroinitializer, align 16
@seed = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local zeroext i16 @dot_product(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %3 ]
  %5 = phi i16 [ 0, %2 ], [ %32, %3 ]
  %6 = phi ptr [ %1, %2 ], [ %34, %3 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 %4
  %8 = load i16, ptr %7, align 2, !tbaa !2
  %9 = load i16, ptr %6, align 2, !tbaa !2
  %10 = mul i16 %9, %8
  %11 = add i16 %10, %5
  %12 = or disjoint i64 %4, 2
  %13 = getelementptr inbounds i8, ptr %6, i64 2
  %14 = getelementptr inbounds i8, ptr %0, i64 %12
  %15 = load i16, ptr %14, align 2, !tbaa !2
  %16 = load i16, ptr %13, align 2, !tbaa !2
  %17 = mul i16 %16, %15
  %18 = add i16 %17, %11
  %19 = or disjoint i64 %4, 4
  %20 = getelementptr inbounds i8, ptr %6, i64 4
  %21 = getelementptr inbounds i8, ptr %0, i64 %19
  %22 = load i16, ptr %21, align 2, !tbaa !2
  %23 = load i16, ptr %20, align 2, !tbaa !2
  %24 = mul i16 %23, %22
  %25 = add i16 %24, %18
  %26 = or disjoint i64 %4, 6
  %27 = getelementptr inbounds i8, ptr %6, i64 6
  %28 = getelementptr inbounds i8, ptr %0, i64 %26
  %29 = load i16, ptr %28, align 2, !tbaa !2
  %30 = load i16, ptr %27, align 2, !tbaa !2
  %31 = mul i16 %30, %29
  %32 = add i16 %31, %25
  %33 = add nuw nsw i64 %4, 8
  %34 = getelementptr inbounds i8, ptr %6, i64 8
  %35 = icmp ult i64 %26, 94
  br i1 %35, label %3, label %36, !llvm.loop !6

36:                                               ; preds = %3
  ret i16 %32
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local zeroext i16 @dot_product_fp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %49, %3 ]
  %5 = phi i16 [ 0, %2 ], [ %48, %3 ]
  %6 = phi ptr [ %1, %2 ], [ %50, %3 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 %4
  %8 = load i16, ptr %7, align 2, !tbaa !2
  %9 = zext i16 %8 to i32
  %10 = load i16, ptr %6, align 2, !tbaa !2
  %11 = zext i16 %10 to i32
  %12 = mul nuw i32 %11, %9
  %13 = lshr i32 %12, 8
  %14 = trunc i32 %13 to i16
  %15 = add i16 %5, %14
  %16 = or disjoint i64 %4, 2
  %17 = getelementptr inbounds i8, ptr %6, i64 2
  %18 = getelementptr inbounds i8, ptr %0, i64 %16
  %19 = load i16, ptr %18, align 2, !tbaa !2
  %20 = zext i16 %19 to i32
  %21 = load i16, ptr %17, align 2, !tbaa !2
  %22 = zext i16 %21 to i32
  %23 = mul nuw i32 %22, %20
  %24 = lshr i32 %23, 8
  %25 = trunc i32 %24 to i16
  %26 = add i16 %15, %25
  %27 = or disjoint i64 %4, 4
  %28 = getelementptr inbounds i8, ptr %6, i64 4
  %29 = getelementptr inbounds i8, ptr %0, i64 %27
  %30 = load i16, ptr %29, align 2, !tbaa !2
  %31 = zext i16 %30 to i32
  %32 = load i16, ptr %28, align 2, !tbaa !2
  %33 = zext i16 %32 to i32
  %34 = mul nuw i32 %33, %31
  %35 = lshr i32 %34, 8
  %36 = trunc i32 %35 to i16
  %37 = add i16 %26, %36
  %38 = or disjoint i64 %4, 6
  %39 = getelementptr inbounds i8, ptr %6, i64 6
  %40 = getelementptr inbounds i8, ptr %0, i64 %38
  %41 = load i16, ptr %40, align 2, !tbaa !2
  %42 = zext i16 %41 to i32
  %43 = load i16, ptr %39, align 2, !tbaa !2
  %44 = zext i16 %43 to i32
  %45 = mul nuw i32 %44, %42
  %46 = lshr i32 %45, 8
  %47 = trunc i32 %46 to i16
  %48 = add i16 %37, %47
  %49 = add nuw nsw i64 %4, 8
  %50 = getelementptr inbounds i8, ptr %6, i64 8
  %51 = icmp ult i64 %38, 94
  br i1 %51, label %3, label %52, !llvm.loop !8

52:                                               ; preds = %3
  ret i16 %48
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local zeroext i16 @dot_product_fp2(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %41, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %40, %3 ]
  %6 = phi ptr [ %1, %2 ], [ %42, %3 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 %4
  %8 = load i16, ptr %7, align 2, !tbaa !2
  %9 = zext i16 %8 to i32
  %10 = load i16, ptr %6, align 2, !tbaa !2
  %11 = zext i16 %10 to i32
  %12 = mul nuw i32 %11, %9
  %13 = add i32 %12, %5
  %14 = or disjoint i64 %4, 2
  %15 = getelementptr inbounds i8, ptr %6, i64 2
  %16 = getelementptr inbounds i8, ptr %0, i64 %14
  %17 = load i16, ptr %16, align 2, !tbaa !2
  %18 = zext i16 %17 to i32
  %19 = load i16, ptr %15, align 2, !tbaa !2
  %20 = zext i16 %19 to i32
  %21 = mul nuw i32 %20, %18
  %22 = add i32 %21, %13
  %23 = or disjoint i64 %4, 4
  %24 = getelementptr inbounds i8, ptr %6, i64 4
  %25 = getelementptr inbounds i8, ptr %0, i64 %23
  %26 = load i16, ptr %25, align 2, !tbaa !2
  %27 = zext i16 %26 to i32
  %28 = load i16, ptr %24, align 2, !tbaa !2
  %29 = zext i16 %28 to i32
  %30 = mul nuw i32 %29, %27
  %31 = add i32 %30, %22
  %32 = or disjoint i64 %4, 6
  %33 = getelementptr inbounds i8, ptr %6, i64 6
  %34 = getelementptr inbounds i8, ptr %0, i64 %32
  %35 = load i16, ptr %34, align 2, !tbaa !2
  %36 = zext i16 %35 to i32
  %37 = load i16, ptr %33, align 2, !tbaa !2
  %38 = zext i16 %37 to i32
  %39 = mul nuw i32 %38, %36
  %40 = add i32 %39, %31
  %41 = add nuw nsw i64 %4, 8
  %42 = getelementptr inbounds i8, ptr %6, i64 8
  %43 = icmp ult i64 %32, 94
  br i1 %43, label %3, label %44, !llvm.loop !9

44:                                               ; preds = %3
  %45 = lshr i32 %40, 8
  %46 = trunc i32 %45 to i16
  ret i16 %46
}

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %215
  %2 = phi i32 [ -2128831035, %0 ], [ %222, %215 ]
  %3 = phi i32 [ 0, %0 ], [ %223, %215 ]
  %4 = load i32, ptr @seed, align 4, !tbaa !10
  br label %133

5:                                                ; preds = %215
  %6 = and i32 %222, 2147483647
  ret i32 %6

7:                                                ; preds = %133
  store i32 %156, ptr @seed, align 4, !tbaa !10
  br label %8

8:                                                ; preds = %8, %7
  %9 = phi i64 [ 0, %7 ], [ %38, %8 ]
  %10 = phi i16 [ 0, %7 ], [ %37, %8 ]
  %11 = phi ptr [ @vb, %7 ], [ %39, %8 ]
  %12 = getelementptr inbounds i8, ptr @va, i64 %9
  %13 = load i16, ptr %12, align 8, !tbaa !2
  %14 = load i16, ptr %11, align 2, !tbaa !2
  %15 = mul i16 %14, %13
  %16 = add i16 %15, %10
  %17 = or disjoint i64 %9, 2
  %18 = getelementptr inbounds i8, ptr %11, i64 2
  %19 = getelementptr inbounds i8, ptr @va, i64 %17
  %20 = load i16, ptr %19, align 2, !tbaa !2
  %21 = load i16, ptr %18, align 2, !tbaa !2
  %22 = mul i16 %21, %20
  %23 = add i16 %22, %16
  %24 = or disjoint i64 %9, 4
  %25 = getelementptr inbounds i8, ptr %11, i64 4
  %26 = getelementptr inbounds i8, ptr @va, i64 %24
  %27 = load i16, ptr %26, align 4, !tbaa !2
  %28 = load i16, ptr %25, align 2, !tbaa !2
  %29 = mul i16 %28, %27
  %30 = add i16 %29, %23
  %31 = or disjoint i64 %9, 6
  %32 = getelementptr inbounds i8, ptr %11, i64 6
  %33 = getelementptr inbounds i8, ptr @va, i64 %31
  %34 = load i16, ptr %33, align 2, !tbaa !2
  %35 = load i16, ptr %32, align 2, !tbaa !2
  %36 = mul i16 %35, %34
  %37 = add i16 %36, %30
  %38 = add nuw nsw i64 %9, 8
  %39 = getelementptr inbounds i8, ptr %11, i64 8
  %40 = icmp ult i64 %31, 94
  br i1 %40, label %8, label %41, !llvm.loop !6

41:                                               ; preds = %8, %41
  %42 = phi i64 [ %87, %41 ], [ 0, %8 ]
  %43 = phi i16 [ %86, %41 ], [ 0, %8 ]
  %44 = phi ptr [ %88, %41 ], [ @vb, %8 ]
  %45 = getelementptr inbounds i8, ptr @va, i64 %42
  %46 = load i16, ptr %45, align 8, !tbaa !2
  %47 = zext i16 %46 to i32
  %48 = load i16, ptr %44, align 2, !tbaa !2
  %49 = zext i16 %48 to i32
  %50 = mul nuw i32 %49, %47
  %51 = lshr i32 %50, 8
  %52 = trunc i32 %51 to i16
  %53 = add i16 %43, %52
  %54 = or disjoint i64 %42, 2
  %55 = getelementptr inbounds i8, ptr %44, i64 2
  %56 = getelementptr inbounds i8, ptr @va, i64 %54
  %57 = load i16, ptr %56, align 2, !tbaa !2
  %58 = zext i16 %57 to i32
  %59 = load i16, ptr %55, align 2, !tbaa !2
  %60 = zext i16 %59 to i32
  %61 = mul nuw i32 %60, %58
  %62 = lshr i32 %61, 8
  %63 = trunc i32 %62 to i16
  %64 = add i16 %53, %63
  %65 = or disjoint i64 %42, 4
  %66 = getelementptr inbounds i8, ptr %44, i64 4
  %67 = getelementptr inbounds i8, ptr @va, i64 %65
  %68 = load i16, ptr %67, align 4, !tbaa !2
  %69 = zext i16 %68 to i32
  %70 = load i16, ptr %66, align 2, !tbaa !2
  %71 = zext i16 %70 to i32
  %72 = mul nuw i32 %71, %69
  %73 = lshr i32 %72, 8
  %74 = trunc i32 %73 to i16
  %75 = add i16 %64, %74
  %76 = or disjoint i64 %42, 6
  %77 = getelementptr inbounds i8, ptr %44, i64 6
  %78 = getelementptr inbounds i8, ptr @va, i64 %76
  %79 = load i16, ptr %78, align 2, !tbaa !2
  %80 = zext i16 %79 to i32
  %81 = load i16, ptr %77, align 2, !tbaa !2
  %82 = zext i16 %81 to i32
  %83 = mul nuw i32 %82, %80
  %84 = lshr i32 %83, 8
  %85 = trunc i32 %84 to i16
  %86 = add i16 %75, %85
  %87 = add nuw nsw i64 %42, 8
  %88 = getelementptr inbounds i8, ptr %44, i64 8
  %89 = icmp ult i64 %76, 94
  br i1 %89, label %41, label %90, !llvm.loop !8

90:                                               ; preds = %41, %90
  %91 = phi i64 [ %128, %90 ], [ 0, %41 ]
  %92 = phi i32 [ %127, %90 ], [ 0, %41 ]
  %93 = phi ptr [ %129, %90 ], [ @vb, %41 ]
  %94 = getelementptr inbounds i8, ptr @va, i64 %91
  %95 = load i16, ptr %94, align 8, !tbaa !2
  %96 = zext i16 %95 to i32
  %97 = load i16, ptr %93, align 2, !tbaa !2
  %98 = zext i16 %97 to i32
  %99 = mul nuw i32 %98, %96
  %100 = add i32 %99, %92
  %101 = or disjoint i64 %91, 2
  %102 = getelementptr inbounds i8, ptr %93, i64 2
  %103 = getelementptr inbounds i8, ptr @va, i64 %101
  %104 = load i16, ptr %103, align 2, !tbaa !2
  %105 = zext i16 %104 to i32
  %106 = load i16, ptr %102, align 2, !tbaa !2
  %107 = zext i16 %106 to i32
  %108 = mul nuw i32 %107, %105
  %109 = add i32 %108, %100
  %110 = or disjoint i64 %91, 4
  %111 = getelementptr inbounds i8, ptr %93, i64 4
  %112 = getelementptr inbounds i8, ptr @va, i64 %110
  %113 = load i16, ptr %112, align 4, !tbaa !2
  %114 = zext i16 %113 to i32
  %115 = load i16, ptr %111, align 2, !tbaa !2
  %116 = zext i16 %115 to i32
  %117 = mul nuw i32 %116, %114
  %118 = add i32 %117, %109
  %119 = or disjoint i64 %91, 6
  %120 = getelementptr inbounds i8, ptr %93, i64 6
  %121 = getelementptr inbounds i8, ptr @va, i64 %119
  %122 = load i16, ptr %121, align 2, !tbaa !2
  %123 = zext i16 %122 to i32
  %124 = load i16, ptr %120, align 2, !tbaa !2
  %125 = zext i16 %124 to i32
  %126 = mul nuw i32 %125, %123
  %127 = add i32 %126, %118
  %128 = add nuw nsw i64 %91, 8
  %129 = getelementptr inbounds i8, ptr %93, i64 8
  %130 = icmp ult i64 %119, 94
  br i1 %130, label %90, label %131, !llvm.loop !9

131:                                              ; preds = %90
  %132 = lshr i32 %127, 8
  br label %169

133:                                              ; preds = %133, %1
  %134 = phi i64 [ 0, %1 ], [ %161, %133 ]
  %135 = phi i32 [ %4, %1 ], [ %156, %133 ]
  %136 = mul i32 %135, 1103515245
  %137 = add i32 %136, 12345
  %138 = lshr i32 %137, 16
  %139 = trunc nuw i32 %138 to i16
  %140 = and i16 %139, 1023
  %141 = getelementptr inbounds [48 x i16], ptr @va, i64 0, i64 %134
  store i16 %140, ptr %141, align 4, !tbaa !2
  %142 = mul i32 %137, 1103515245
  %143 = add i32 %142, 12345
  %144 = lshr i32 %143, 16
  %145 = trunc nuw i32 %144 to i16
  %146 = and i16 %145, 1023
  %147 = getelementptr inbounds [48 x i16], ptr @vb, i64 0, i64 %134
  store i16 %146, ptr %147, align 4, !tbaa !2
  %148 = or disjoint i64 %134, 1
  %149 = mul i32 %143, 1103515245
  %150 = add i32 %149, 12345
  %151 = lshr i32 %150, 16
  %152 = trunc nuw i32 %151 to i16
  %153 = and i16 %152, 1023
  %154 = getelementptr inbounds [48 x i16], ptr @va, i64 0, i64 %148
  store i16 %153, ptr %154, align 2, !tbaa !2
  %155 = mul i32 %150, 1103515245
  %156 = add i32 %155, 12345
  %157 = lshr i32 %156, 16
  %158 = trunc nuw i32 %157 to i16
  %159 = and i16 %158, 1023
  %160 = getelementptr inbounds [48 x i16], ptr @vb, i64 0, i64 %148
  store i16 %159, ptr %160, align 2, !tbaa !2
  %161 = add nuw nsw i64 %134, 2
  %162 = icmp eq i64 %161, 48
  br i1 %162, label %7, label %133, !llvm.loop !12

163:                                              ; preds = %169
  %164 = trunc i32 %132 to i16
  %165 = lshr i32 %206, 8
  %166 = and i32 %132, 65535
  %167 = trunc i32 %165 to i16
  %168 = icmp eq i16 %164, %167
  br i1 %168, label %210, label %209

169:                                              ; preds = %169, %131
  %170 = phi i64 [ 0, %131 ], [ %207, %169 ]
  %171 = phi i32 [ 0, %131 ], [ %206, %169 ]
  %172 = getelementptr inbounds [48 x i16], ptr @va, i64 0, i64 %170
  %173 = load i16, ptr %172, align 8, !tbaa !2
  %174 = zext i16 %173 to i32
  %175 = getelementptr inbounds [48 x i16], ptr @vb, i64 0, i64 %170
  %176 = load i16, ptr %175, align 8, !tbaa !2
  %177 = zext i16 %176 to i32
  %178 = mul nuw i32 %177, %174
  %179 = add i32 %178, %171
  %180 = or disjoint i64 %170, 1
  %181 = getelementptr inbounds [48 x i16], ptr @va, i64 0, i64 %180
  %182 = load i16, ptr %181, align 2, !tbaa !2
  %183 = zext i16 %182 to i32
  %184 = getelementptr inbounds [48 x i16], ptr @vb, i64 0, i64 %180
  %185 = load i16, ptr %184, align 2, !tbaa !2
  %186 = zext i16 %185 to i32
  %187 = mul nuw i32 %186, %183
  %188 = add i32 %187, %179
  %189 = or disjoint i64 %170, 2
  %190 = getelementptr inbounds [48 x i16], ptr @va, i64 0, i64 %189
  %191 = load i16, ptr %190, align 4, !tbaa !2
  %192 = zext i16 %191 to i32
  %193 = getelementptr inbounds [48 x i16], ptr @vb, i64 0, i64 %189
  %194 = load i16, ptr %193, align 4, !tbaa !2
  %195 = zext i16 %194 to i32
  %196 = mul nuw i32 %195, %192
  %197 = add i32 %196, %188
  %198 = or disjoint i64 %170, 3
  %199 = getelementptr inbounds [48 x i16], ptr @va, i64 0, i64 %198
  %200 = load i16, ptr %199, align 2, !tbaa !2
  %201 = zext i16 %200 to i32
  %202 = getelementptr inbounds [48 x i16], ptr @vb, i64 0, i64 %198
  %203 = load i16, ptr %202, align 2, !tbaa !2
  %204 = zext i16 %203 to i32
  %205 = mul nuw i32 %204, %201
  %206 = add i32 %205, %197
  %207 = add nuw nsw i64 %170, 4
  %208 = icmp eq i64 %207, 48
  br i1 %208, label %163, label %169, !llvm.loop !13

209:                                              ; preds = %163
  tail call void @abort() #3
  br label %210

210:                                              ; preds = %209, %163
  %211 = zext i16 %37 to i32
  %212 = trunc i32 %206 to i16
  %213 = icmp eq i16 %37, %212
  br i1 %213, label %215, label %214

214:                                              ; preds = %210
  tail call void @abort() #3
  br label %215

215:                                              ; preds = %214, %210
  %216 = xor i32 %2, %211
  %217 = mul i32 %216, 16777619
  %218 = zext i16 %86 to i32
  %219 = xor i32 %217, %218
  %220 = mul i32 %219, 16777619
  %221 = xor i32 %166, %220
  %222 = mul i32 %221, 16777619
  %223 = add nuw nsw i32 %3, 1
  %224 = icmp eq i32 %223, 24
  br i1 %224, label %5, label %1, !llvm.loop !14
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"short", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !4, i64 0}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
