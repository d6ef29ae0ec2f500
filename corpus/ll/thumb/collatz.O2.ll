; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@memo = internal unnamed_addr global [1024 x i16] zeroinitializer, align 2

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  br label %8

4:                                                ; preds = %41
  %5 = icmp ne i32 %49, 327
  %6 = icmp ne i32 %48, 143
  %7 = select i1 %5, i1 true, i1 %6
  br i1 %7, label %56, label %57

8:                                                ; preds = %0, %41
  %9 = phi i32 [ -2128831035, %0 ], [ %53, %41 ]
  %10 = phi i32 [ 1, %0 ], [ %54, %41 ]
  %11 = phi i32 [ 0, %0 ], [ %46, %41 ]
  %12 = phi i32 [ 0, %0 ], [ %51, %41 ]
  %13 = phi i32 [ 0, %0 ], [ %49, %41 ]
  %14 = phi i32 [ 0, %0 ], [ %48, %41 ]
  %15 = icmp eq i32 %10, 1
  br i1 %15, label %41, label %16

16:                                               ; preds = %8, %29
  %17 = phi i32 [ %37, %29 ], [ %10, %8 ]
  %18 = phi i32 [ %38, %29 ], [ %10, %8 ]
  %19 = phi i32 [ %35, %29 ], [ %10, %8 ]
  %20 = phi i32 [ %39, %29 ], [ 0, %8 ]
  %21 = icmp ult i32 %19, 1024
  br i1 %21, label %22, label %29

22:                                               ; preds = %16
  %23 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %19
  %24 = load i16, i16* %23, align 2, !tbaa !7
  %25 = icmp eq i16 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %22
  %27 = zext i16 %24 to i32
  %28 = add i32 %20, %27
  br label %41

29:                                               ; preds = %22, %16
  %30 = and i32 %19, 1
  %31 = icmp eq i32 %30, 0
  %32 = mul i32 %19, 3
  %33 = add i32 %32, 1
  %34 = lshr i32 %19, 1
  %35 = select i1 %31, i32 %34, i32 %33
  %36 = icmp ugt i32 %35, %18
  %37 = select i1 %36, i32 %35, i32 %17
  %38 = select i1 %36, i32 %35, i32 %18
  %39 = add i32 %20, 1
  %40 = icmp eq i32 %35, 1
  br i1 %40, label %41, label %16, !llvm.loop !11

41:                                               ; preds = %29, %8, %26
  %42 = phi i32 [ 1, %8 ], [ %17, %26 ], [ %37, %29 ]
  %43 = phi i32 [ 0, %8 ], [ %28, %26 ], [ %39, %29 ]
  %44 = trunc i32 %43 to i16
  %45 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %10
  store i16 %44, i16* %45, align 2, !tbaa !7
  %46 = add i32 %43, %11
  %47 = icmp ugt i32 %43, %14
  %48 = select i1 %47, i32 %43, i32 %14
  %49 = select i1 %47, i32 %10, i32 %13
  %50 = icmp ugt i32 %42, %12
  %51 = select i1 %50, i32 %42, i32 %12
  %52 = xor i32 %43, %9
  %53 = mul i32 %52, 16777619
  %54 = add nuw nsw i32 %10, 1
  %55 = icmp eq i32 %54, 400
  br i1 %55, label %4, label %8, !llvm.loop !13

56:                                               ; preds = %4
  tail call void @abort() #3
  br label %57

57:                                               ; preds = %4, %56
  %58 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %58) #4
  br label %59

59:                                               ; preds = %86, %57
  %60 = phi i32 [ %49, %57 ], [ %93, %86 ]
  %61 = phi i32 [ 0, %57 ], [ %91, %86 ]
  %62 = freeze i32 %60
  %63 = udiv i32 %62, 10
  %64 = mul i32 %63, 10
  %65 = sub i32 %62, %64
  %66 = trunc i32 %65 to i8
  %67 = or i8 %66, 48
  %68 = or i32 %61, 1
  %69 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %61
  store i8 %67, i8* %69, align 1, !tbaa !14
  %70 = icmp ult i32 %60, 10
  br i1 %70, label %95, label %71, !llvm.loop !15

71:                                               ; preds = %59
  %72 = urem i32 %63, 10
  %73 = trunc i32 %72 to i8
  %74 = or i8 %73, 48
  %75 = or i32 %61, 2
  %76 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %68
  store i8 %74, i8* %76, align 1, !tbaa !14
  %77 = icmp ult i32 %60, 100
  br i1 %77, label %95, label %78, !llvm.loop !15

78:                                               ; preds = %71
  %79 = udiv i32 %60, 100
  %80 = urem i32 %79, 10
  %81 = trunc i32 %80 to i8
  %82 = or i8 %81, 48
  %83 = or i32 %61, 3
  %84 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %75
  store i8 %82, i8* %84, align 1, !tbaa !14
  %85 = icmp ult i32 %60, 1000
  br i1 %85, label %95, label %86, !llvm.loop !15

86:                                               ; preds = %78
  %87 = udiv i32 %60, 1000
  %88 = urem i32 %87, 10
  %89 = trunc i32 %88 to i8
  %90 = or i8 %89, 48
  %91 = add nuw nsw i32 %61, 4
  %92 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %83
  store i8 %90, i8* %92, align 1, !tbaa !14
  %93 = udiv i32 %60, 10000
  %94 = icmp ult i32 %60, 10000
  br i1 %94, label %95, label %59, !llvm.loop !15

95:                                               ; preds = %86, %78, %71, %59
  %96 = phi i32 [ %68, %59 ], [ %75, %71 ], [ %83, %78 ], [ %91, %86 ]
  br label %97

97:                                               ; preds = %95, %97
  %98 = phi i32 [ %99, %97 ], [ %96, %95 ]
  %99 = add nsw i32 %98, -1
  %100 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %99
  %101 = load i8, i8* %100, align 1, !tbaa !14
  %102 = zext i8 %101 to i32
  %103 = tail call i32 @putchar(i32 noundef %102) #3
  %104 = icmp eq i32 %99, 0
  br i1 %104, label %105, label %97, !llvm.loop !16

105:                                              ; preds = %97
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %58) #4
  %106 = tail call i32 @putchar(i32 noundef 58) #3
  %107 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %107) #4
  br label %108

108:                                              ; preds = %135, %105
  %109 = phi i32 [ %48, %105 ], [ %142, %135 ]
  %110 = phi i32 [ 0, %105 ], [ %140, %135 ]
  %111 = freeze i32 %109
  %112 = udiv i32 %111, 10
  %113 = mul i32 %112, 10
  %114 = sub i32 %111, %113
  %115 = trunc i32 %114 to i8
  %116 = or i8 %115, 48
  %117 = or i32 %110, 1
  %118 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %110
  store i8 %116, i8* %118, align 1, !tbaa !14
  %119 = icmp ult i32 %109, 10
  br i1 %119, label %144, label %120, !llvm.loop !15

120:                                              ; preds = %108
  %121 = urem i32 %112, 10
  %122 = trunc i32 %121 to i8
  %123 = or i8 %122, 48
  %124 = or i32 %110, 2
  %125 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %117
  store i8 %123, i8* %125, align 1, !tbaa !14
  %126 = icmp ult i32 %109, 100
  br i1 %126, label %144, label %127, !llvm.loop !15

127:                                              ; preds = %120
  %128 = udiv i32 %109, 100
  %129 = urem i32 %128, 10
  %130 = trunc i32 %129 to i8
  %131 = or i8 %130, 48
  %132 = or i32 %110, 3
  %133 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %124
  store i8 %131, i8* %133, align 1, !tbaa !14
  %134 = icmp ult i32 %109, 1000
  br i1 %134, label %144, label %135, !llvm.loop !15

135:                                              ; preds = %127
  %136 = udiv i32 %109, 1000
  %137 = urem i32 %136, 10
  %138 = trunc i32 %137 to i8
  %139 = or i8 %138, 48
  %140 = add nuw nsw i32 %110, 4
  %141 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %132
  store i8 %139, i8* %141, align 1, !tbaa !14
  %142 = udiv i32 %109, 10000
  %143 = icmp ult i32 %109, 10000
  br i1 %143, label %144, label %108, !llvm.loop !15

144:                                              ; preds = %135, %127, %120, %108
  %145 = phi i32 [ %117, %108 ], [ %124, %120 ], [ %132, %127 ], [ %140, %135 ]
  br label %146

146:                                              ; preds = %144, %146
  %147 = phi i32 [ %148, %146 ], [ %145, %144 ]
  %148 = add nsw i32 %147, -1
  %149 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %148
  %150 = load i8, i8* %149, align 1, !tbaa !14
  %151 = zext i8 %150 to i32
  %152 = tail call i32 @putchar(i32 noundef %151) #3
  %153 = icmp eq i32 %148, 0
  br i1 %153, label %154, label %146, !llvm.loop !16

154:                                              ; preds = %146
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %107) #4
  %155 = tail call i32 @putchar(i32 noundef 32) #3
  %156 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %156) #4
  br label %157

157:                                              ; preds = %184, %154
  %158 = phi i32 [ %46, %154 ], [ %191, %184 ]
  %159 = phi i32 [ 0, %154 ], [ %189, %184 ]
  %160 = freeze i32 %158
  %161 = udiv i32 %160, 10
  %162 = mul i32 %161, 10
  %163 = sub i32 %160, %162
  %164 = trunc i32 %163 to i8
  %165 = or i8 %164, 48
  %166 = or i32 %159, 1
  %167 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %159
  store i8 %165, i8* %167, align 1, !tbaa !14
  %168 = icmp ult i32 %158, 10
  br i1 %168, label %193, label %169, !llvm.loop !15

169:                                              ; preds = %157
  %170 = urem i32 %161, 10
  %171 = trunc i32 %170 to i8
  %172 = or i8 %171, 48
  %173 = or i32 %159, 2
  %174 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %166
  store i8 %172, i8* %174, align 1, !tbaa !14
  %175 = icmp ult i32 %158, 100
  br i1 %175, label %193, label %176, !llvm.loop !15

176:                                              ; preds = %169
  %177 = udiv i32 %158, 100
  %178 = urem i32 %177, 10
  %179 = trunc i32 %178 to i8
  %180 = or i8 %179, 48
  %181 = or i32 %159, 3
  %182 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %173
  store i8 %180, i8* %182, align 1, !tbaa !14
  %183 = icmp ult i32 %158, 1000
  br i1 %183, label %193, label %184, !llvm.loop !15

184:                                              ; preds = %176
  %185 = udiv i32 %158, 1000
  %186 = urem i32 %185, 10
  %187 = trunc i32 %186 to i8
  %188 = or i8 %187, 48
  %189 = add nuw nsw i32 %159, 4
  %190 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %181
  store i8 %188, i8* %190, align 1, !tbaa !14
  %191 = udiv i32 %158, 10000
  %192 = icmp ult i32 %158, 10000
  br i1 %192, label %193, label %157, !llvm.loop !15

193:                                              ; preds = %184, %176, %169, %157
  %194 = phi i32 [ %166, %157 ], [ %173, %169 ], [ %181, %176 ], [ %189, %184 ]
  br label %195

195:                                              ; preds = %193, %195
  %196 = phi i32 [ %197, %195 ], [ %194, %193 ]
  %197 = add nsw i32 %196, -1
  %198 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %197
  %199 = load i8, i8* %198, align 1, !tbaa !14
  %200 = zext i8 %199 to i32
  %201 = tail call i32 @putchar(i32 noundef %200) #3
  %202 = icmp eq i32 %197, 0
  br i1 %202, label %203, label %195, !llvm.loop !16

203:                                              ; preds = %195
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %156) #4
  %204 = tail call i32 @putchar(i32 noundef 10) #3
  %205 = xor i32 %53, %51
  %206 = mul i32 %205, 16777619
  %207 = and i32 %206, 2147483647
  tail call void @exit(i32 noundef %207) #3
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

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
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
